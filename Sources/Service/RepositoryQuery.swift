/// The server-side options of a repository listing (`GET /orgs/{org}/repos`, `/users/{user}/repos`).
public struct RepositoryQuery: Equatable, Hashable, Sendable {
    /// Which repositories: `all`, `public`, `private`, `forks`, `sources`, `member` (org);
    /// `all`, `owner`, `member` (user).
    public var type: String?
    /// `created`, `updated`, `pushed` or `full_name`.
    public var sort: String?
    /// `asc` or `desc`.
    public var direction: String?
    /// Items per page, 1 to 100.
    public var perPage: Int

    /// Creates a query; nil options are left to GitHub's defaults.
    public init(type: String? = nil, sort: String? = nil, direction: String? = nil, perPage: Int = 100) {
        self.type = type
        self.sort = sort
        self.direction = direction
        self.perPage = perPage
    }
}
