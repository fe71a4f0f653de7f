/// A repository's files at a ref, as `GET /repos/{o}/{r}/git/trees/{ref}?recursive=1` answers:
/// every entry's full path in git's order, and whether GitHub cut the list (past 100,000 entries
/// or 7 MB). JSON output is GitHub's own object; this holds what the tree and the paths show.
public struct GitTree: Decodable, Sendable {
    /// One file, directory, symlink or submodule.
    public struct Entry: Decodable, Equatable, Sendable {
        /// What an entry is, from its git mode.
        public enum Kind: Equatable, Sendable {
            /// A file (`100644`).
            case file
            /// An executable file (`100755`).
            case executable
            /// A directory (`040000`).
            case directory
            /// A symlink (`120000`): a blob holding its target.
            case symlink
            /// A submodule (`160000`): a commit of another repository.
            case submodule
            /// A mode git does not write.
            case other
        }

        /// The full path from the root, `/`-separated.
        public var path: String
        /// The git mode, e.g. `100644`.
        public var mode: String
        /// `blob`, `tree` or `commit`.
        public var type: String
        /// Its object's SHA.
        public var sha: String
        /// A blob's size in bytes; nil for directories and submodules.
        public var size: Int?

        /// Creates an entry.
        public init(path: String, mode: String, type: String, sha: String, size: Int? = nil) {
            (self.path, self.mode, self.type, self.sha, self.size) = (path, mode, type, sha, size)
        }

        /// What it is.
        public var kind: Kind {
            switch mode {
            case "100644", "100664": .file
            case "100755": .executable
            case "040000", "40000": .directory
            case "120000": .symlink
            case "160000": .submodule
            default: .other
            }
        }
    }

    /// The tree's own SHA (not the commit's).
    public var sha: String
    /// Every entry, in git's order (a directory right before what it holds).
    public var entries: [Entry]
    /// True when GitHub cut the list short.
    public var truncated: Bool
    /// True when GitHub cut its recursive answer short and what it left out was asked for:
    /// the entries are whole, though GitHub's object says `truncated`.
    public var completed = false

    /// Creates a tree.
    public init(sha: String, entries: [Entry], truncated: Bool = false, completed: Bool = false) {
        (self.sha, self.entries, self.truncated, self.completed) = (sha, entries, truncated, completed)
    }

    private enum CodingKeys: String, CodingKey {
        case sha, truncated
        case entries = "tree"
    }

    /// Decodes the tree; `sha` and `tree` are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sha = try container.decode(String.self, forKey: .sha)
        entries = try container.decode([Entry].self, forKey: .entries)
        truncated = try container.decodeIfPresent(Bool.self, forKey: .truncated) ?? false
    }
}
