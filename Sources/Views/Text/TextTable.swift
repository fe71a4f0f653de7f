/// Aligned columns fitted to a width. When the table is too wide, columns give way in order of
/// priority, lowest first: a flexible one shrinks to its minimum, then any droppable one is left
/// out; only then is what remains cut, the identifying column (highest priority) last. Cells are
/// cut with `…`, at the end or, for paths, at the start.
public struct TextTable: Sendable {
    /// A column's header and behaviour.
    public struct Column: Sendable {
        /// The header text.
        public var header: String
        /// Whether it gives up width first.
        public var flexible: Bool
        /// Whether its cells are right-aligned (numbers).
        public var alignRight: Bool
        /// Whether its cells are centred (a Markdown table's `:---:`).
        public var centered: Bool
        /// Higher gives way later; the identifying column has the highest.
        public var priority: Int
        /// Whether it may be left out when the width is short.
        public var droppable: Bool
        /// Whether a cell is cut at its start (`…/res/icon.xml`) rather than its end.
        public var cutsAtStart: Bool
        /// How narrow a flexible column may become before columns that may be left out are.
        public var minimum: Int

        /// Creates a column.
        public init(
            _ header: String, flexible: Bool = false, alignRight: Bool = false, centered: Bool = false, priority: Int = 0, droppable: Bool = false,
            cutsAtStart: Bool = false, minimum: Int = 12
        ) {
            self.header = header
            self.flexible = flexible
            self.alignRight = alignRight
            self.centered = centered
            self.priority = priority
            self.droppable = droppable
            self.cutsAtStart = cutsAtStart
            self.minimum = minimum
        }
    }

    /// A cell: its text, made safe for a terminal as the cell is made, and its style.
    ///
    /// The table applies the terminal-safety rule itself (`SafeText.line`, on the way in), so no
    /// column decides whether its text needs it and a new column cannot forget.
    public struct Cell: Sendable {
        /// The text, every control neutralised.
        public let text: String
        /// The style.
        public var style: Style

        /// Creates a cell from any text, the server's included.
        public init(_ text: String, _ style: Style = .plain) {
            self.text = SafeText.line(text)
            self.style = style
        }
    }

    /// The columns.
    public var columns: [Column]
    /// The rows, one cell per column.
    public var rows: [[Cell]]

    /// Creates a table.
    public init(columns: [Column], rows: [[Cell]]) {
        self.columns = columns
        self.rows = rows
    }

    /// Column widths that fit `width` (with two spaces between columns) as far as minimums allow;
    /// nil for a column left out.
    public func widths(fitting width: Int) -> [Int?] {
        widths(fitting: width, measured: rows.map { $0.map { DisplayWidth.of($0.text) } })
    }

    /// The widths for `measured`, each cell's display width, measured once for the layout and
    /// the drawing alike.
    private func widths(fitting width: Int, measured: [[Int]]) -> [Int?] {
        let natural = columns.indices.map { index in
            measured.reduce(DisplayWidth.of(columns[index].header)) { max($0, $1[index]) }
        }
        var widths: [Int?] = natural
        func excess() -> Int {
            let shown = widths.compactMap { $0 }
            return shown.reduce(2 * max(0, shown.count - 1), +) - width
        }
        let order = columns.indices.sorted { (columns[$0].priority, $0) < (columns[$1].priority, $1) }
        let identifying = order.last
        for index in order where index != identifying && excess() > 0 {
            if columns[index].flexible, let current = widths[index] {
                widths[index] = max(min(current, columns[index].minimum), current - excess())
            }
            if excess() > 0, columns[index].droppable { widths[index] = nil }
        }
        // Room left by a column left out goes back to the flexible ones, up to what they hold.
        for index in order.reversed() where columns[index].flexible && excess() < 0 {
            if let current = widths[index] { widths[index] = min(natural[index], current - excess()) }
        }
        // Still too wide: cut what remains, widest first, the identifying column only when
        // nothing else can give.
        for candidates in [order.filter { $0 != identifying }, order] where excess() > 0 {
            while excess() > 0 {
                guard let widest = candidates.filter({ (widths[$0] ?? 0) > 4 }).max(by: { (widths[$0] ?? 0) < (widths[$1] ?? 0) }) else { break }
                widths[widest] = (widths[widest] ?? 0) - 1
            }
        }
        return widths
    }

    /// Whether a line of `-` under the header rules it off, for a table drawn without bold.
    public var rulesHeader = false

    /// The table as lines: a bold header (ruled off when `rulesHeader`), then rows; no trailing
    /// spaces.
    public func render(width: Int, color: Bool) -> [String] {
        let header = columns.indices.map { Cell(columns[$0].header, .bold) }
        // Each cell measured once: one that fits (nearly every one) is neither cut nor measured again.
        let measured = ([header] + rows).map { $0.map { DisplayWidth.of($0.text) } }
        let widths = self.widths(fitting: width, measured: Array(measured.dropFirst()))
        // Each line built in one string, its spaces owed until text follows them: a table of
        // 127,294 rows is drawn without a string per gap or per part.
        let lines = zip([header] + rows, measured).map { cells, sizes in
            var (line, owed, first) = ("", 0, true)
            for index in cells.indices {
                guard let width = widths[index] else { continue }
                if !first { owed += 2 }
                first = false
                let (column, text, natural) = (columns[index], cells[index].text, sizes[index])
                let cut =
                    natural <= width ? text : column.cutsAtStart ? DisplayWidth.truncateStart(text, to: width) : DisplayWidth.truncate(text, to: width)
                let gap = max(0, width - (natural <= width ? natural : DisplayWidth.of(cut)))
                let lead = column.alignRight ? gap : column.centered ? gap / 2 : 0
                owed += lead
                if owed > 0 { line += String(repeating: " ", count: owed) }
                line += cells[index].style.apply(cut, enabled: color)
                owed = gap - lead
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        guard rulesHeader, !lines.isEmpty else { return lines }
        let rule = columns.indices.compactMap { widths[$0].map { String(repeating: PlainForm.headerRule, count: $0) } }.joined(separator: "  ")
        return [lines[0], rule] + lines.dropFirst()
    }
}
