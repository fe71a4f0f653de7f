import Service

/// What the user asked `repos list` for: whose repositories, which, in what order, how many.
public struct RepositoryListOptions: Equatable, Sendable {
    /// Client-side orders; `name`, `updated`, `pushed` and `created` map onto GitHub's own sort.
    public enum Sort: String, CaseIterable, Sendable {
        /// By full name.
        case name
        /// By stars, most first unless `direction` says otherwise.
        case stars
        /// By last metadata update.
        case updated
        /// By last push.
        case pushed
        /// By creation.
        case created
    }

    /// Which archived repositories to keep.
    public enum ArchivedFilter: Equatable, Sendable {
        /// Archived and active.
        case include
        /// Only archived (`--archived`).
        case only
        /// Only active (`--no-archived`).
        case exclude
    }

    /// Which forks to keep.
    public enum ForkFilter: Equatable, Sendable {
        /// Forks and sources.
        case include
        /// Only forks (`--fork`).
        case only
        /// Only sources (`--source`).
        case exclude
    }

    /// The org or user.
    public var owner: String
    /// GitHub's `type`, which repositories it lists.
    public var type: RepositoryQuery.Kind?
    /// The order, nil for GitHub's default.
    public var sort: Sort?
    /// The order of the sort; nil for its natural direction.
    public var direction: RepositoryQuery.Direction?
    /// Only this language (case-insensitive).
    public var language: String?
    /// Only repositories with this topic.
    public var topic: String?
    /// Archived filter.
    public var archived: ArchivedFilter
    /// Fork filter.
    public var forks: ForkFilter
    /// At most this many; nil for all.
    public var limit: Int?

    /// Creates options.
    public init(
        owner: String, type: RepositoryQuery.Kind? = nil, sort: Sort? = nil, direction: RepositoryQuery.Direction? = nil, language: String? = nil,
        topic: String? = nil, archived: ArchivedFilter = .include, forks: ForkFilter = .include, limit: Int?
    ) {
        self.owner = owner
        self.type = type
        self.sort = sort
        self.direction = direction
        self.language = language
        self.topic = topic
        self.archived = archived
        self.forks = forks
        self.limit = limit
    }

    /// Whether the listing must be filtered or ordered here, which needs every page first.
    public var needsWholeListing: Bool {
        language != nil || topic != nil || archived != .include || forks != .include || sort == .stars
    }
}
