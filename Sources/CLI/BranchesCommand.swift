import ArgumentParser
import Models
import Service
import ViewModels
import Views

/// `repos branches <repo>`: a repository's branches, by name.
struct BranchesCommand: RefListCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a repository's branches, by name, with the commit at each tip.",
        examples: ["repos branches atomicrobot/bottle-rocket", "repos branches bottle-rocket --all --jq '.[].name'"]
    )
    static let exclusive = [["all", "limit"]]
    static let kind = GitHubEndpoint.RefKind.branches
    static func fields(_ model: RefListViewModel<Branch>) -> [Field<Branch>] { RefListView<Branch>.branchFields }

    @Argument(help: "owner/name, or a name in the default organization.")
    var repo: String

    @OptionGroup var owner: OwnerOptions

    @Option(short: "L", value: "n", help: "Show at most <n> branches.", transform: InputRules.count)
    var limit = 30

    @Flag(help: "Show every branch, fetching all pages.")
    var all: Bool

    @OptionGroup var output: OutputOptions<BranchFields>

    @OptionGroup var network: NetworkOptions
}
