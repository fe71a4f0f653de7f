import Models
import Service
import Views

/// What makes `repos branches`, `repos tags` and `repos releases` three commands of one
/// `RefListCommand`: the endpoint, the item, the abstract and an example beside the `--json`
/// fields and noun the listing already has.
protocol RefListing: JSONFieldSet, PagedListing {
    /// What each item is.
    associatedtype Item: ListedRef
    /// Which listing, and the command's name.
    static var kind: GitHubEndpoint.RefKind { get }
    /// The command's one-line description.
    static var abstract: String { get }
    /// An example beside `repos <kind> atomicrobot/bottle-rocket`.
    static var example: String { get }
}

extension BranchFields: RefListing {
    typealias Item = Branch
    static let kind = GitHubEndpoint.RefKind.branches
    static let example = "repos branches bottle-rocket --all --jq '.[].name'"
    static let abstract = "List a repository's branches, by name, with the commit at each tip."
}

extension TagFields: RefListing {
    typealias Item = RepositoryTag
    static let kind = GitHubEndpoint.RefKind.tags
    static let example = "repos tags bottle-rocket --all --jq '.[].name'"
    static let abstract = "List a repository's tags, newest first, with the commit each points at."
}

extension ReleaseFields: RefListing {
    typealias Item = Release
    static let kind = GitHubEndpoint.RefKind.releases
    static let example = "repos releases bottle-rocket --jq '.[0].body'"
    static let abstract = "List a repository's releases, newest first: tag, title, kind and when published."
}
