/// How a file's hunks are laid out on a terminal: the columns they may take, and whether old and
/// new stand side by side. Lines longer than their room wrap, each continuation marked `↪`.
public struct DiffLayout: Sendable, Equatable {
    /// The columns a row may take.
    public var width: Int
    /// Whether old and new stand side by side, each in half the width.
    public var sideBySide: Bool
    /// Whether each line is numbered in a gutter; without, a line is git's mark and its text, as
    /// a screen reader is given it.
    public var numbered = true

    /// The fewest columns of terminal that show old beside new, for `repos commit --patch
    /// --side-by-side` and browse's `s` alike: each half holds its numbers and some 55 columns of
    /// code. Narrower, the diff falls back to one column.
    public static let sideBySideMinimum = 120

    /// The fewest columns any diff row is given: a narrower terminal still gets readable rows.
    static let narrowest = 20

    /// A layout of `width` columns (at least `narrowest`) on a terminal of `terminalWidth`
    /// (`width` when nil; more where the text keeps margins, as browse's does), side by side when
    /// asked and the terminal allows it.
    public init(width: Int, sideBySide: Bool = false, terminalWidth: Int? = nil) {
        self.width = max(Self.narrowest, width)
        self.sideBySide = sideBySide && !Self.fallsBack(askedSideBySide: true, width: terminalWidth ?? width)
    }

    /// Whether side by side was asked for on a terminal of `width` columns and cannot be drawn
    /// there.
    public static func fallsBack(askedSideBySide: Bool, width: Int) -> Bool {
        askedSideBySide && width < sideBySideMinimum
    }

    /// No bound: one column, no line wrapped.
    public static let unbounded = DiffLayout(width: Int.max / 4)

    /// Git's own lines, for a screen reader: one column, unnumbered, nothing wrapped, no box
    /// drawing.
    public static let plain: DiffLayout = {
        var layout = unbounded
        layout.numbered = false
        return layout
    }()
}
