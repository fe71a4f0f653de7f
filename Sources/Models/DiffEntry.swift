/// One changed file of a commit.
public struct DiffEntry: Decodable, Hashable, Sendable {
    /// The blob SHA; null for some entries.
    public var sha: String?
    /// The path after the change.
    public var filename: String
    /// `added`, `removed`, `modified`, `renamed`, `copied`, `changed` or `unchanged`.
    public var status: String
    /// Lines added.
    public var additions: Int
    /// Lines removed.
    public var deletions: Int
    /// Lines changed (additions plus deletions).
    public var changes: Int
    /// The path before a rename.
    public var previousFilename: String?
    /// The unified diff; GitHub leaves it out for large or binary changes.
    public var patch: String?

    /// Creates an entry.
    public init(filename: String, status: String, additions: Int, deletions: Int, previousFilename: String? = nil, patch: String? = nil) {
        self.filename = filename
        self.status = status
        self.additions = additions
        self.deletions = deletions
        changes = additions + deletions
        self.previousFilename = previousFilename
        self.patch = patch
    }

    enum CodingKeys: String, CodingKey {
        case sha, filename, status, additions, deletions, changes
        case previousFilename = "previous_filename"
        case patch
    }
}
