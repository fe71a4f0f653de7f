import ArgumentParser
import ViewModels

/// `repos prs [<org>|<owner/repo>]…`.
struct PullRequestsCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prs",
        abstract: "List the open pull requests across an organization's repositories.",
        discussion:
            "Lists the organization's repositories (through the cache), leaves out archived ones and those GitHub counts nothing open in, then reads every open pull request of the rest, 8 repositories at a time: no 1,000 cap, and a second run is answered 304 at no cost to the rate limit. Filters cost no request. Most recently updated first; ● marks what changed since you last listed them.",
        examples: [
            "repos prs atomicrobot",
            "repos prs atomicrobot --review-requested @me",
            "repos prs atomicrobot --label bug --no-draft --json | jq -r '.[].html_url'",
            "repos prs atomicrobot/bottle-rocket --state closed --since 2w",
        ]
    )

    @OptionGroup var work: WorkOptions

    @Option(value: "who", help: "Only pull requests asking <who> for a review: a login, org/team, or @me.", transform: WorkOptions.reviewer)
    var reviewRequested: String?

    @Flag() var draft: DraftFlag?

    @OptionGroup var pages: PageOptions<PullRequestFields>

    @OptionGroup var output: OutputOptions<PullRequestFields>

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        try await WorkListing.run(
            .pullRequests, work: work, reviewRequested: reviewRequested, draft: draft.map { $0 == .draft }, limit: pages.shown, output: output,
            network: network, environment: environment)
    }
}

/// `--draft` or `--no-draft`.
enum DraftFlag: EnumerableFlag {
    case draft, noDraft

    static func name(for value: DraftFlag) -> String { DeclaredName.kebab("\(value)") }

    static func help(for value: DraftFlag) -> String {
        value == .draft ? "Only drafts." : "Leave out drafts."
    }
}
