/// The server-side filters of a commit listing (`GET /repos/{owner}/{repo}/commits`).
public struct CommitQuery: Equatable, Hashable, Sendable {
    /// A branch, tag or SHA to start from; the default branch when nil.
    public var sha: String?
    /// A login or e-mail the author must match.
    public var author: String?
    /// Only commits touching this path.
    public var path: String?
    /// Only commits after this ISO 8601 time.
    public var since: String?
    /// Only commits before this ISO 8601 time.
    public var until: String?
    /// Items per page, 1 to 100.
    public var perPage: Int

    /// Creates a query.
    public init(
        sha: String? = nil, author: String? = nil, path: String? = nil,
        since: String? = nil, until: String? = nil, perPage: Int = GitHubEndpoint.pageSize
    ) {
        self.sha = sha
        self.author = author
        self.path = path
        self.since = since
        self.until = until
        self.perPage = perPage
    }
}
