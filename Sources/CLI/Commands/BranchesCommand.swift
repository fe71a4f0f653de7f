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
    static let kind = GitHubEndpoint.RefKind.branches
    static func fields(_ model: RefListViewModel<Branch>) -> [Field<Branch>] { RefListView<Branch>.branchFields }

    @OptionGroup var repository: RepositoryOptions

    @OptionGroup var pages: PageOptions<BranchFields>

    @OptionGroup var output: OutputOptions<BranchFields>

    @OptionGroup var network: NetworkOptions
}
