/// The server-side options of a repository listing (`GET /orgs/{org}/repos`, `/users/{user}/repos`).
public struct RepositoryQuery: Equatable, Hashable, Sendable {
    /// GitHub's `type`: which of an organization's repositories are listed. A user's listing
    /// knows only `all` and `member`; the others fall back to GitHub's default there.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Every repository the caller can see.
        case all
        /// Public ones.
        case `public`
        /// Private ones.
        case `private`
        /// Forks.
        case forks
        /// Not forks.
        case sources
        /// Those the caller is a member of.
        case member
    }

    /// GitHub's `sort`: the orders the server itself can list in.
    public enum Sort: String, CaseIterable, Hashable, Sendable {
        /// By `owner/name`.
        case fullName = "full_name"
        /// By the last change to the repository's metadata.
        case updated
        /// By the last push.
        case pushed
        /// By creation.
        case created
    }

    /// GitHub's `direction`.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        /// Ascending.
        case asc
        /// Descending.
        case desc
    }

    /// Which repositories.
    public var type: Kind?
    /// The server's order.
    public var sort: Sort?
    /// The order of the sort.
    public var direction: Direction?
    /// Items per page, 1 to 100.
    public var perPage: Int

    /// Creates a query; nil options are left to GitHub's defaults.
    public init(type: Kind? = nil, sort: Sort? = nil, direction: Direction? = nil, perPage: Int = GitHubEndpoint.pageSize) {
        self.type = type
        self.sort = sort
        self.direction = direction
        self.perPage = perPage
    }
}
