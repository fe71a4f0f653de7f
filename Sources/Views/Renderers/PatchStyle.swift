import Models

/// Whether `repos commit` and `repos compare` go on from their changed files to each file's
/// diff, and whether a diff on a terminal stands old beside new where the width allows it.
public struct PatchStyle: Sendable, Equatable {
    /// Whether each file's diff follows the list.
    public var shown: Bool
    /// Whether old stands beside new on a terminal wide enough.
    public var sideBySide: Bool

    /// The files' diffs shown (or not), side by side (or not).
    public init(shown: Bool, sideBySide: Bool = false) {
        (self.shown, self.sideBySide) = (shown, sideBySide)
    }

    /// No diffs: the files listed only.
    public static let hidden = PatchStyle(shown: false)
    /// The diffs, one column.
    public static let shown = PatchStyle(shown: true)

    /// The files git's plain text (piped, or for a diff pager) leaves out, for a note that names
    /// them: those whose permissions alone changed, which GitHub does not describe.
    public static func leftOutOfPlainText(_ files: [DiffEntry]) -> [DiffEntry] {
        ChangedFiles.leftOutOfPlainPatch(files)
    }

    /// Writes each of `files`' diffs after the list, when they are shown.
    func write(_ files: [DiffEntry], settings: OutputSettings, to output: inout some TextOutputStream) {
        guard shown else { return }
        ChangedFiles.writePatches(files, settings: settings, sideBySide: sideBySide, to: &output)
    }
}
