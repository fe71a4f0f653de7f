/// Where a row of a laid-out commit or comparison comes from: the same in every layout (one
/// column or side by side, wrapped at any width or cut), so the row at the top of the view can be
/// found again after `s`, `w` or a resize, as tig and delta keep the line.
///
/// A line is counted within its part of the text: before the first file, the header's lines
/// from 0; in a file, its diff's lines as drawn (`diff --git` is 0, then git's other header
/// lines, each hunk's `@@` line and each line of code), the blank line above the diff being -1.
/// A line wrapped over several rows gives each of them its anchor.
public struct DiffAnchor: Hashable, Sendable {
    /// The file, in the order the text draws them; nil for the header above the files.
    public var file: Int?
    /// The line within the header, or within the file's diff.
    public var line: Int
    /// Side by side, the line drawn on the right when it is another one than the left's: an
    /// added line beside the removed line it replaces.
    public var beside: Int?

    /// The anchor of `line` in `file` (nil: the header), with `beside` on the right.
    public init(file: Int?, line: Int, beside: Int? = nil) {
        (self.file, self.line, self.beside) = (file, line, beside)
    }

    /// The first line of `file`'s diff: its `diff --git` line.
    public static func start(ofFile file: Int) -> DiffAnchor { DiffAnchor(file: file, line: 0) }

    /// The line a row stands for when it is at the top of the view: the left one, as one column
    /// draws a removed line before the added one beside it.
    public var first: DiffAnchor { DiffAnchor(file: file, line: line) }

    /// Whether a row anchored here draws `other`'s line, on either side.
    public func draws(_ other: DiffAnchor) -> Bool {
        file == other.file && (line == other.line || beside == other.line)
    }
}
