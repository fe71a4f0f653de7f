import Foundation
import Models
import Service
import ViewModels
import Views

/// `repos commits <repo>`.
enum CommitsCommand: Command {
    static let repo = Argument(name: "repo", help: "owner/name, or a name in the default organization.", isOptional: false)
    static let org = Option<String>("org", value: "org", help: "The owner when <repo> is a bare name. (default: $REPOS_ORG, else atomicrobot)")
    static let branch = Option<String>("branch", value: "ref", help: "Branch, tag or SHA to start from. (default: the default branch)") {
        text, _ throws(UsageError) in
        try InputRules.ref(text)
    }
    static let author = Option<String>("author", value: "login-or-email", help: "Only commits by this author.")
    static let path = Option<String>("path", value: "path", help: "Only commits touching this path.")
    static let since = Option<TimeSpec>(
        "since", value: "when", help: "Only commits after this time: YYYY-MM-DD, ISO 8601, or a duration back from now (12h, 7d, 2w)."
    ) { text, label throws(UsageError) in
        try TimeSpec.parse(text, label: label)
    }
    static let until = Option<TimeSpec>("until", value: "when", help: "Only commits before this time, in the same forms.") { text, label throws(UsageError) in
        try TimeSpec.parse(text, label: label)
    }
    static let limit = Option<Int>("limit", short: "L", value: "n", help: "Show at most <n> commits.", default: "30") { text, label throws(UsageError) in
        try InputRules.integer(text, option: label, minimum: 1, maximum: 1_000_000)
    }
    static let all = Flag("all", help: "Show every commit, fetching all pages.")

    static let declaration = CommandDeclaration(
        name: "commits",
        abstract: "List a repository's commits, newest first.",
        arguments: [repo],
        options: [
            org.declaration, branch.declaration, author.declaration, path.declaration, since.declaration, until.declaration,
            limit.declaration, all.declaration,
        ] + GlobalOptions.declarations(fields: GitHubFields.commit),
        exclusive: [["all", "limit"]] + GlobalOptions.exclusive,
        examples: [
            "repos commits atomicrobot/bottle-rocket",
            "repos commits bottle-rocket --since 2026-01-01 --author ada-l",
            "repos commits atomicrobot/bottle-rocket --json | jq -r '.[].commit.author.name'",
        ],
        jsonFields: GitHubFields.commit
    )

    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32 {
        let options = try options(arguments, environment: invocation.context.environment, now: invocation.context.now())
        let run = try CommandRun(arguments, fields: GitHubFields.commit, invocation: invocation)
        let model = CommitListViewModel(options: options, source: run.service(label: "\(options.owner)/\(options.repo) commits"), now: run.context.now)
        run.onInterrupt { model.resource.cancel() }
        await model.load()
        if let error = model.error {
            return run.fail(error, subject: "repository '\(options.owner)/\(options.repo)'" + (options.branch.map { " or branch '\($0)'" } ?? ""))
        }
        let view = CommitListView(run.output)
        return run.finishListing(
            render: { try view.render(commits: model.commits, rows: model.rows, to: &$0) },
            count: model.commits.count, hasMore: model.hasMore, noun: ("commit", "commits"),
            empty: emptyMessage(options, arguments)
        )
    }

    /// "No commits by nobody in atomicrobot/Carbon-Android." — naming every filter given.
    static func emptyMessage(_ options: CommitListOptions, _ arguments: ParsedArguments) -> String {
        var text = "No commits"
        if let author = options.author { text += " by \(author)" }
        if let path = options.path { text += " touching \(path)" }
        text += " in \(options.owner)/\(options.repo)"
        if let branch = options.branch { text += " on \(branch)" }
        if let since = options.since { text += " since \(since)" }
        if let until = options.until { text += " until \(until)" }
        return text + "."
    }

    /// The view model's options from the parsed arguments.
    static func options(_ arguments: ParsedArguments, environment: [String: String], now: Date) throws(UsageError) -> CommitListOptions {
        let defaultOwner = InputRules.defaultOwner(arguments[org], environment: environment)
        let (owner, name) = try InputRules.repository(arguments[repo] ?? "", defaultOwner: defaultOwner)
        return CommitListOptions(
            owner: owner, repo: name, branch: arguments[branch], author: arguments[author], path: arguments[path],
            since: arguments[since].map { GitHubJSON.formatDate($0.resolve(now: now)) },
            until: arguments[until].map { GitHubJSON.formatDate($0.resolve(now: now)) },
            limit: arguments[all] ? nil : arguments[limit] ?? 30
        )
    }
}
