/// Aligned columns fitted to a width: the widest cells are cut (with `…`) until the table fits,
/// flexible columns (descriptions, messages) first.
public struct TextTable: Sendable {
    /// A column's header and behaviour.
    public struct Column: Sendable {
        /// The header text.
        public var header: String
        /// Whether it gives up width first.
        public var flexible: Bool
        /// Whether its cells are right-aligned (numbers).
        public var alignRight: Bool

        /// Creates a column.
        public init(_ header: String, flexible: Bool = false, alignRight: Bool = false) {
            self.header = header
            self.flexible = flexible
            self.alignRight = alignRight
        }
    }

    /// A cell: text already made safe, and its style.
    public struct Cell: Sendable {
        /// The text.
        public var text: String
        /// The style.
        public var style: Style

        /// Creates a cell.
        public init(_ text: String, _ style: Style = .plain) {
            self.text = text
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

    /// Column widths that fit `width` (with two spaces between columns) as far as minimums allow.
    public func widths(fitting width: Int) -> [Int] {
        var widths = columns.indices.map { index in
            rows.reduce(DisplayWidth.of(columns[index].header)) { max($0, DisplayWidth.of($1[index].text)) }
        }
        let gaps = 2 * max(0, columns.count - 1)
        var excess = widths.reduce(gaps, +) - width
        // Flexible columns shrink to 12 first, then anything to 4.
        for (floor, onlyFlexible) in [(12, true), (4, false)] where excess > 0 {
            while excess > 0 {
                let candidates = widths.indices.filter { widths[$0] > floor && (!onlyFlexible || columns[$0].flexible) }
                guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
                widths[widest] -= 1
                excess -= 1
            }
        }
        return widths
    }

    /// The table as lines: a bold header, then rows; no trailing spaces.
    public func render(width: Int, color: Bool) -> [String] {
        let widths = self.widths(fitting: width)
        let header = columns.indices.map { Cell(columns[$0].header, .bold) }
        return ([header] + rows).map { cells in
            let parts = cells.indices.map { index -> String in
                let column = columns[index]
                let cut = DisplayWidth.truncate(cells[index].text, to: widths[index])
                let gap = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cut)))
                let styled = cells[index].style.apply(cut, enabled: color)
                return column.alignRight ? gap + styled : styled + gap
            }
            var line = parts.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
