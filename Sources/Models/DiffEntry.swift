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

    /// git's SHA of the empty blob: the SHA GitHub gives a file added or removed empty.
    public static let emptyBlobSHA = "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"

    /// Creates an entry.
    public init(
        filename: String, status: String, additions: Int, deletions: Int, previousFilename: String? = nil, patch: String? = nil, sha: String? = nil
    ) {
        self.sha = sha
        self.filename = filename
        self.status = status
        self.additions = additions
        self.deletions = deletions
        changes = additions + deletions
        self.previousFilename = previousFilename
        self.patch = patch
    }

    /// Whether only the file's permissions changed: GitHub lists such a file as modified, with no
    /// line changed, no blob SHA and no patch, and says nothing of its modes. (A binary file
    /// changed has its new blob's SHA.)
    public var isPermissionChange: Bool {
        status == "modified" && sha == nil && (changes ?? 0) == 0 && (patch ?? "").isEmpty
    }

    /// Whether the file was added or removed empty: no line, no patch, and the empty blob's SHA.
    public var isEmptyFile: Bool {
        (status == "added" || status == "removed") && sha == Self.emptyBlobSHA && (changes ?? 0) == 0 && (patch ?? "").isEmpty
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
