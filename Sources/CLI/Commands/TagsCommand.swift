import ArgumentParser
import Models
import Service
import ViewModels
import Views

/// `repos tags <repo>`: a repository's tags, newest first.
struct TagsCommand: RefListCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a repository's tags, newest first, with the commit each points at.",
        examples: ["repos tags atomicrobot/bottle-rocket", "repos tags bottle-rocket --all --jq '.[].name'"]
    )
    static let kind = GitHubEndpoint.RefKind.tags
    static func fields(_ model: RefListViewModel<RepositoryTag>) -> [Field<RepositoryTag>] { RefListView<RepositoryTag>.tagFields }

    @OptionGroup var repository: RepositoryOptions

    @OptionGroup var pages: PageOptions<TagFields>

    @OptionGroup var output: OutputOptions<TagFields>

    @OptionGroup var network: NetworkOptions
}
