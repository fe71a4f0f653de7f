import Views

/// The specs of `repos`'s subcommands.
enum CommandCatalog {
    static let version = "0.1.0"

    static var all: [CommandSpec] { [list, commits, commit] }

    static func spec(named name: String) -> CommandSpec? { all.first { $0.name == name } }

    static let list = CommandSpec(
        name: "list",
        abstract: "List an organization's repositories.",
        discussion: "Lists the repositories of an organization, or of a user when no organization has the name. Filters other than --type, and --sort stars, are applied after fetching every page.",
        arguments: [.init(name: "org", help: "The organization or user. (default: --org, else $REPOS_ORG, else atomicrobot)", optional: true)],
        options: [
            .init("org", value: .required("org"), help: "The organization when <org> is not given."),
            .init("limit", short: "L", value: .required("n"), help: "Show at most <n> repositories.", default: "100"),
            .init("all", help: "Show every repository, fetching all pages."),
            .init("type", value: .required("type"), help: "all, public, private, forks, sources or member."),
            .init("sort", value: .required("field"), help: "name, stars, updated, pushed or created."),
            .init("direction", value: .required("dir"), help: "asc or desc."),
            .init("language", value: .required("lang"), help: "Only repositories in this language."),
            .init("topic", value: .required("topic"), help: "Only repositories with this topic."),
            .init("archived", help: "Only archived repositories."),
            .init("no-archived", help: "Leave out archived repositories."),
            .init("fork", help: "Only forks."),
            .init("source", help: "Only repositories that are not forks."),
        ] + GlobalOptions.specs(fields: GitHubFields.repository),
        examples: [
            "repos list atomicrobot",
            "repos list apple --all --json | jq '.[].full_name'",
            "repos list atomicrobot --sort stars --limit 10",
            "repos list atomicrobot --json full_name,stargazers_count --no-archived",
        ],
        jsonFields: GitHubFields.repository
    )

    static let commits = CommandSpec(
        name: "commits",
        abstract: "List a repository's commits, newest first.",
        discussion: nil,
        arguments: [.init(name: "repo", help: "owner/name, or a name in the default organization.", optional: false)],
        options: [
            .init("org", value: .required("org"), help: "The owner when <repo> is a bare name. (default: $REPOS_ORG, else atomicrobot)"),
            .init("branch", value: .required("ref"), help: "Branch, tag or SHA to start from. (default: the default branch)"),
            .init("author", value: .required("login-or-email"), help: "Only commits by this author."),
            .init("path", value: .required("path"), help: "Only commits touching this path."),
            .init("since", value: .required("date"), help: "Only commits after this date (YYYY-MM-DD or ISO 8601)."),
            .init("until", value: .required("date"), help: "Only commits before this date (YYYY-MM-DD or ISO 8601)."),
            .init("limit", short: "L", value: .required("n"), help: "Show at most <n> commits.", default: "30"),
            .init("all", help: "Show every commit, fetching all pages."),
        ] + GlobalOptions.specs(fields: GitHubFields.commit),
        examples: [
            "repos commits atomicrobot/bottle-rocket",
            "repos commits bottle-rocket --since 2026-01-01 --author ada-l",
            "repos commits atomicrobot/bottle-rocket --json | jq -r '.[].commit.author.name'",
        ],
        jsonFields: GitHubFields.commit
    )

    static let commit = CommandSpec(
        name: "commit",
        abstract: "Show one commit: message, author, stats, changed files and patch.",
        discussion: nil,
        arguments: [
            .init(name: "repo", help: "owner/name, or a name in the default organization.", optional: false),
            .init(name: "sha", help: "A commit SHA (full or short), branch or tag.", optional: false),
        ],
        options: [
            .init("org", value: .required("org"), help: "The owner when <repo> is a bare name. (default: $REPOS_ORG, else atomicrobot)"),
            .init("patch", help: "Show each file's diff."),
        ] + GlobalOptions.specs(fields: GitHubFields.commitDetail),
        examples: [
            "repos commit atomicrobot/bottle-rocket d4049f4 --patch",
            "repos commit atomicrobot/bottle-rocket d4049f4 --json | jq -r '.files[].filename'",
        ],
        jsonFields: GitHubFields.commitDetail
    )
}
