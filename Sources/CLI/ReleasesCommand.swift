import ArgumentParser
import Models
import Service
import ViewModels
import Views

/// `repos releases <repo>`: a repository's releases, newest first.
struct ReleasesCommand: RefListCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a repository's releases, newest first: tag, title, kind and when published.",
        examples: ["repos releases atomicrobot/bottle-rocket", "repos releases bottle-rocket --jq '.[0].body'"]
    )
    static let exclusive = [["all", "limit"]]
    static let kind = GitHubEndpoint.RefKind.releases
    static func fields(_ model: RefListViewModel<Release>) -> [Field<Release>] {
        RefListView<Release>.releaseFields(relative: { date in MainActor.assumeIsolated { model.relative(date) } })
    }

    @Argument(help: "owner/name, or a name in the default organization.")
    var repo: String

    @OptionGroup var owner: OwnerOptions

    @Option(short: "L", value: "n", help: "Show at most <n> releases.", transform: InputRules.count)
    var limit = 30

    @Flag(help: "Show every release, fetching all pages.")
    var all: Bool

    @OptionGroup var output: OutputOptions<ReleaseFields>

    @OptionGroup var network: NetworkOptions
}
