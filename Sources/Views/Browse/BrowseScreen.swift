/// One browse screen as values, ready to draw: what `BrowseRenderer` turns into lines. Cells and
/// titles hold the server's text as it came; the renderer makes every one of them safe.
public struct BrowseScreen: Equatable, Sendable {
    /// A list column.
    public struct ListColumn: Equatable, Sendable {
        /// Its heading.
        public var header: String
        /// Its width in columns; nil takes what the fixed columns leave.
        public var width: Int?
        /// Numbers align right.
        public var alignsRight: Bool
        /// Dim: secondary text.
        public var isDim: Bool
        /// Columns of lower priority are dropped first on a narrow terminal.
        public var priority: Int

        /// Creates a column.
        public init(_ header: String, width: Int?, alignsRight: Bool = false, isDim: Bool = false, priority: Int) {
            self.header = header
            self.width = width
            self.alignsRight = alignsRight
            self.isDim = isDim
            self.priority = priority
        }
    }

    /// The bottom line.
    public enum Footer: Equatable, Sendable {
        /// The main keys.
        case keys(String)
        /// The filter being typed.
        case filter(String)
        /// A note (a URL, "copied"), until the next key.
        case status(String)
        /// A failure, with what to press.
        case error(String)
    }

    /// The top line.
    public var title: String
    /// Shown at the right of the title while work is under way (a spinner frame).
    public var busy: String?
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

    /// Creates a screen.
    public init(
        title: String, busy: String? = nil, columns: [ListColumn] = [], rows: [[String]] = [], selection: Int = 0, top: Int = 0,
        lines: [String]? = nil, footer: Footer, showsHelp: Bool = false, emptyText: String = ""
    ) {
        self.title = title
        self.busy = busy
        self.columns = columns
        self.rows = rows
        self.selection = selection
        self.top = top
        self.lines = lines
        self.footer = footer
        self.showsHelp = showsHelp
        self.emptyText = emptyText
    }
}
