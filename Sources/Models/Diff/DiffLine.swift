/// One line of a hunk: what it is, its text without git's leading mark, its numbers in the old
/// and new file, and the parts of it that changed against its partner (word-level emphasis).
public struct DiffLine: Sendable, Equatable {
    /// What a line is.
    public enum Kind: Sendable, Equatable {
        /// In both files.
        case context
        /// Only in the old file (`-`).
        case removed
        /// Only in the new file (`+`).
        case added
        /// git's `\ No newline at end of file`.
        case note
    }

    /// What the line is.
    public var kind: Kind
    /// The text after git's mark.
    public var text: String
    /// Its number in the old file (context and removed lines).
    public var old: Int?
    /// Its number in the new file (context and added lines).
    public var new: Int?
    /// The changed parts of `text`, as offsets in its characters, when the line was paired with
    /// one on the other side; empty otherwise.
    public var changed: [Range<Int>] = []

    /// A line.
    public init(kind: Kind, text: String, old: Int?, new: Int?) {
        (self.kind, self.text, self.old, self.new) = (kind, text, old, new)
    }
}
