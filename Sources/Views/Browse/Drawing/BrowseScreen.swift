/// One browse screen as values, ready to draw: what `BrowseRenderer` turns into lines. Cells and
/// titles hold the server's text as it came; the renderer makes every one of them safe.
public struct BrowseScreen: Equatable, Sendable {
    /// A list column.
    public struct ListColumn: Equatable, Sendable {
        /// Its heading.
        public var header: String
        /// Gives up width first, down to a minimum, rather than be left out (a description).
        public var flexible: Bool
        /// Numbers align right.
        public var alignsRight: Bool
        /// Dim: secondary text.
        public var isDim: Bool
        /// Columns of lower priority give way first on a narrow terminal; the highest is the
        /// identifying one, cut last.
        public var priority: Int
        /// May be left out on a narrow terminal (else it is cut).
        public var droppable: Bool

        /// Creates a column. Its width is its widest cell in view, as far as the terminal allows:
        /// the columns share the width as the one-shot tables do (`TextTable`).
        public init(_ header: String, flexible: Bool = false, alignsRight: Bool = false, isDim: Bool = false, priority: Int) {
            self.header = header
            self.flexible = flexible
            self.alignsRight = alignsRight
            self.isDim = isDim
            self.priority = priority
            droppable = !flexible
        }

        /// The column a one-shot table has for the same field.
        public init(_ column: TextTable.Column, isDim: Bool = false) {
            self.init(column.header, flexible: column.flexible, alignsRight: column.alignRight, isDim: isDim, priority: column.priority)
            droppable = column.droppable
        }
    }

    /// The bottom line.
    public enum Footer: Equatable, Sendable {
        /// The screen's key hints, in order; when they do not fit, the last two (help and quit)
        /// stay and the others give way from the end.
        case keys([String])
        /// The filter being typed.
        case filter(String)
        /// A picker's filter, always typed.
        case pick(String)
        /// A note (a URL, "copied"), until the next key.
        case status(String)
        /// A failure, with what to press.
        case error(String)
    }

    /// The top line.
    public var title: String
    /// Where the title must be cut to fit, its end is kept rather than its start (a folder's
    /// path: the folder you are in is at its end).
    public var keepsTitleEnd = false
    /// Shown at the right of the title while work is under way (a spinner frame).
    public var busy: String?
    /// Where the selection is, at the right of the title: `312/2,000`.
    public var position: String?
    /// Text to underline in the list's cells where it occurs, ignoring case: the filter.
    public var highlight: String
    /// The list's columns; empty for a text screen.
    public var columns: [ListColumn]
    /// The list's rows, one cell per column.
    public var rows: [[String]]
    /// The selected row.
    public var selection: Int
    /// The first row (or line) shown.
    public var top: Int
    /// A text screen's lines (a commit), styled with SGR only; nil for a list.
    public var lines: [String]?
    /// The bottom line.
    public var footer: Footer
    /// Whether the key overlay covers the body.
    public var showsHelp: Bool
    /// What an empty list says instead of rows.
    public var emptyText: String
    /// How far down the help overlay is scrolled.
    public var helpTop: Int
    /// The selection said in words, for the accessible mode: the selected row (a list) or the
    /// first line in view (a text).
    public var spoken: String?
    /// Where `spoken` is, for the accessible mode, when the position does not say it
    /// (`line 12 of 533`: a text's first line in view, where the position is its last).
    public var spokenPlace: String?
    /// What the accessible mode writes whole once it is in, before any move: a text's lines, a
    /// face's rows in view. Nil where the screen is read by its moves alone.
    public var content: [String]?
    /// The whole of the error on the bottom line, which may be cut there: the help shows it first.
    public var message: String?

    /// Creates a screen.
    public init(
        title: String, busy: String? = nil, position: String? = nil, highlight: String = "", columns: [ListColumn] = [], rows: [[String]] = [],
        selection: Int = 0, top: Int = 0, lines: [String]? = nil, footer: Footer, showsHelp: Bool = false, emptyText: String = "", helpTop: Int = 0,
        message: String? = nil, spoken: String? = nil
    ) {
        self.title = title
        self.busy = busy
        self.position = position
        self.highlight = highlight
        self.columns = columns
        self.rows = rows
        self.selection = selection
        self.top = top
        self.lines = lines
        self.footer = footer
        self.showsHelp = showsHelp
        self.emptyText = emptyText
        self.helpTop = helpTop
        self.message = message
        self.spoken = spoken
    }
}
