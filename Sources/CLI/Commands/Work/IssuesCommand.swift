import ArgumentParser
import ViewModels

/// `repos issues [<org>|<owner/repo>]…`.
struct IssuesCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issues",
        abstract: "List the open issues across an organization's repositories.",
        discussion:
            "Lists the organization's repositories (through the cache), leaves out archived ones and those GitHub counts nothing open in, then reads every open issue of the rest (pull requests left out), 8 repositories at a time: no 1,000 cap, and a second run is answered 304 at no cost to the rate limit. Filters cost no request. Most recently updated first; ● marks what changed since you last listed them.",
        examples: [
            "repos issues atomicrobot",
            "repos issues atomicrobot --assignee @me --label bug",
            "repos issues atomicrobot --new",
            "repos issues atomicrobot --search 'crash in:title' --json | jq length",
        ]
    )

    @OptionGroup var work: WorkOptions

    @OptionGroup var pages: PageOptions<IssueFields>

    @OptionGroup var output: OutputOptions<IssueFields>

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        try await WorkListing.run(.issues, work: work, limit: pages.shown, output: output, network: network, environment: environment)
    }
}
