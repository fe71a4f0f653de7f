/// One changed file of a commit.
public struct DiffEntry: Decodable, Hashable, Sendable {
    /// The blob SHA; null for some entries.
    public var sha: String?
    /// The path after the change.
    public var filename: String
    /// `added`, `removed`, `modified`, `renamed`, `copied`, `changed` or `unchanged`; empty when
    /// the server left it out.
    public var status: String
    /// Lines added; nil when the server left it out (a table shows an empty cell).
    public var additions: Int?
    /// Lines removed; nil when the server left it out.
    public var deletions: Int?
    /// Lines changed (additions plus deletions); nil when the server left it out.
    public var changes: Int?
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

    /// Decodes leniently: only `filename` identifies a file; every other field may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sha = try container.decodeIfPresent(String.self, forKey: .sha)
        filename = try container.decode(String.self, forKey: .filename)
        status = try container.decodeIfPresent(String.self, forKey: .status) ?? ""
        additions = try container.decodeIfPresent(Int.self, forKey: .additions)
        deletions = try container.decodeIfPresent(Int.self, forKey: .deletions)
        changes = try container.decodeIfPresent(Int.self, forKey: .changes)
        previousFilename = try container.decodeIfPresent(String.self, forKey: .previousFilename)
        patch = try container.decodeIfPresent(String.self, forKey: .patch)
    }
}
