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
    static let exclusive = [["all", "limit"]]
    static let kind = GitHubEndpoint.RefKind.tags
    static func fields(_ model: RefListViewModel<RepositoryTag>) -> [Field<RepositoryTag>] { RefListView<RepositoryTag>.tagFields }

    @Argument(help: "owner/name, or a name in the default organization.")
    var repo: String

    @OptionGroup var owner: OwnerOptions

    @Option(short: "L", value: "n", help: "Show at most <n> tags.", transform: InputRules.count)
    var limit = 30

    @Flag(help: "Show every tag, fetching all pages.")
    var all: Bool

    @OptionGroup var output: OutputOptions<TagFields>

    @OptionGroup var network: NetworkOptions
}
