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

    /// GitHub's `direction`.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        /// Ascending.
        case asc
        /// Descending.
        case desc
    }

    /// Which repositories.
    public var type: Kind?
    /// `created`, `updated`, `pushed` or `full_name`.
    public var sort: String?
    /// The order of the sort.
    public var direction: Direction?
    /// Items per page, 1 to 100.
    public var perPage: Int

    /// Creates a query; nil options are left to GitHub's defaults.
    public init(type: Kind? = nil, sort: String? = nil, direction: Direction? = nil, perPage: Int = GitHubEndpoint.pageSize) {
        self.type = type
        self.sort = sort
        self.direction = direction
        self.perPage = perPage
    }
}
