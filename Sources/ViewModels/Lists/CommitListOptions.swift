/// What the user asked `repos commits` for.
public struct CommitListOptions: Equatable, Sendable {
    /// The repository's owner.
    public var owner: String
    /// The repository's name.
    public var repo: String
    /// Branch, tag or SHA to start from.
    public var branch: String?
    /// A login or e-mail the author must match.
    public var author: String?
    /// Only commits touching this path.
    public var path: String?
    /// ISO 8601 lower bound.
    public var since: String?
    /// ISO 8601 upper bound.
    public var until: String?
    /// At most this many; nil for all.
    public var limit: Int?

    /// Creates options.
    public init(
        owner: String, repo: String, branch: String? = nil, author: String? = nil, path: String? = nil, since: String? = nil, until: String? = nil,
        limit: Int?
    ) {
        self.owner = owner
        self.repo = repo
        self.branch = branch
        self.author = author
        self.path = path
        self.since = since
        self.until = until
        self.limit = limit
    }
}
