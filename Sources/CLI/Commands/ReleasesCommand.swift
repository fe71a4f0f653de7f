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
    static let kind = GitHubEndpoint.RefKind.releases
    static func fields(_ model: RefListViewModel<Release>) -> [Field<Release>] {
        RefListView<Release>.releaseFields(relative: { date in MainActor.assumeIsolated { model.relative(date) } })
    }

    @OptionGroup var repository: RepositoryOptions

    @OptionGroup var pages: PageOptions<ReleaseFields>

    @OptionGroup var output: OutputOptions<ReleaseFields>

    @OptionGroup var network: NetworkOptions
}
