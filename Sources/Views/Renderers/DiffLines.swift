import Models

/// A file's hunks drawn for a terminal, after delta: each line numbered in a gutter, old and new
/// (`  10   10 │`), and in a removed or added line paired with one on the other side, the changed
/// words in a stronger style (bold on red or green) or, without colour, marked as git's word diff
/// writes them (`[-30-]`, `{+45+}`). Side by side, old stands on the left and new on the right,
/// each numbered. A line longer than its room wraps, each continuation marked `↪`. Every piece of
/// the server's text is made safe first.
enum DiffLines {
    /// A row drawn: its text, the lines of the patch it draws (counted from 0: each hunk's `@@`
    /// line and each line of code), and the columns of its gutter (numbers and mark).
    struct Row {
        /// The row as drawn.
        var text: String
        /// The line it draws; side by side, the left one.
        var line: Int
        /// Side by side, the line on the right when it is another one.
        var beside: Int?
        /// The columns at its start that stay when it is scrolled sideways.
        var gutter = 0
    }

    /// The rows of `patch` (GitHub's hunks of one file) in `layout`.
    static func lines(_ patch: String, color: Bool, layout: DiffLayout = .unbounded) -> [String] {
        rows(patch, color: color, layout: layout).map(\.text)
    }

    /// The rows of `patch` in `layout`, each with the line it draws.
    static func rows(_ patch: String, color: Bool, layout: DiffLayout) -> [Row] {
        let hunks = DiffHunk.parse(patch)
        let numbers = hunks.lazy.flatMap(\.lines).compactMap { $0.old ?? $0.new }.max() ?? 0
        let digits = max(2, String(numbers).count)
        var out: [Row] = []
        var line = 0
        for hunk in hunks {
            if !hunk.header.isEmpty {
                out.append(Row(text: Style.cyan.apply(DisplayWidth.truncate(SafeText.line(hunk.header), to: layout.width), enabled: color), line: line))
                line += 1
            }
            if layout.sideBySide {
                out += sideBySide(hunk.lines, from: line, digits: digits, color: color, width: layout.width)
            } else {
                for (offset, diffLine) in hunk.lines.enumerated() {
                    let gutter = layout.numbered ? gutter(diffLine.old, diffLine.new, digits: digits) : ""
                    let drawn = wrapped(gutter: gutter, spans: spans(diffLine, color: color), width: layout.width, color: color)
                    out += drawn.map { Row(text: $0, line: line + offset, gutter: gutter.unicodeScalars.count + (diffLine.kind == .note ? 0 : 1)) }
                }
            }
            line += hunk.lines.count
        }
        return out
    }

    /// A piece of a row: safe text and how it is drawn.
    struct Span {
        /// The text, already made safe.
        var text: String
        /// Its colour.
        var style: Style
        /// Whether it is a changed word, drawn in the stronger style.
        var emphasized = false
    }

    /// One side's rows in order, hunk by hunk: context on both sides, and each run of removed
    /// lines beside the run of added lines after it; `lines` are the patch's from line `first`.
    private static func sideBySide(_ lines: [DiffLine], from first: Int, digits: Int, color: Bool, width: Int) -> [Row] {
        // Old in the left half; a rule and a space; new in the rest.
        let half = (width - 2) / 2
        let rightWidth = width - half - 2
        var rows: [Row] = []
        var removed: [(line: DiffLine, at: Int)] = []
        var added: [(line: DiffLine, at: Int)] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                rows += pair(index < removed.count ? removed[index] : nil, index < added.count ? added[index] : nil)
            }
            (removed, added) = ([], [])
        }
        func pair(_ left: (line: DiffLine, at: Int)?, _ right: (line: DiffLine, at: Int)?) -> [Row] {
            let side = { (line: DiffLine?, number: Int?, width: Int) -> [String] in
                guard let line else { return [] }
                return wrapped(gutter: gutter(number, digits: digits), spans: spans(line, color: color), width: width, color: color)
            }
            let lefts = side(left?.line, left?.line.old, half)
            let rights = side(right?.line, right?.line.new, rightWidth)
            // A row stands for its left line, and for the right one beside it when that differs.
            let line = left?.at ?? right?.at ?? first
            let beside = right.flatMap { $0.at == line ? nil : $0.at }
            return (0..<max(lefts.count, rights.count)).map { row in
                let leftText = row < lefts.count ? lefts[row] : ""
                let rightText = row < rights.count ? rights[row] : ""
                return Row(text: DisplayWidth.pad(leftText, to: half) + Style.dim.apply("│ ", enabled: color) + rightText, line: line, beside: beside)
            }
        }
        for (offset, line) in lines.enumerated() {
            let numbered = (line: line, at: first + offset)
            switch line.kind {
            case .removed:
                // A removed line after added ones starts a new change.
                if !added.isEmpty { flush() }
                removed.append(numbered)
            case .added: added.append(numbered)
            case .context, .note:
                flush()
                rows += pair(numbered, numbered)
            }
        }
        flush()
        return rows
    }

    /// The gutter of a line: its old and new numbers, or one of them side by side.
    private static func gutter(_ values: Int?..., digits: Int) -> String {
        // Written into one string: a gutter is drawn for every line.
        var gutter = ""
        for (index, value) in values.enumerated() {
            if index > 0 { gutter += " " }
            let number = value.map(String.init) ?? ""
            gutter += String(repeating: " ", count: max(0, digits - number.utf8.count)) + number
        }
        return gutter + " │ "
    }

    /// A line of our own (git's headers) in rows of at most `width` columns, each further one
    /// starting with `↪`.
    static func wrapped(_ text: String, style: Style, width: Int, color: Bool) -> [String] {
        wrapped(gutter: "", spans: [Span(text: text, style: style)], width: width, color: color)
    }

    /// A line's gutter and text in rows of at most `width` columns: the first with its gutter,
    /// each further one with a blank gutter and `↪`.
    private static func wrapped(gutter: String, spans: [Span], width: Int, color: Bool) -> [String] {
        // A gutter is digits, spaces and " │ ", one column each: its characters are its width.
        let gutterWidth = gutter.unicodeScalars.count
        let room = max(4, width - gutterWidth)
        // Most lines fit: measured whole (plain ASCII is counted by its bytes), drawn as they are.
        if spans.reduce(0, { $0 + DisplayWidth.of($1.text) }) <= room {
            var row = Style.dim.apply(gutter, enabled: color)
            draw(spans, color: color, into: &row)
            return [row]
        }
        let blank = gutter.isEmpty ? "" : String(repeating: " ", count: max(0, gutterWidth - 2)) + "│ "
        var rows: [String] = []
        var row: [Span] = []
        var used = 0
        for span in spans {
            var piece = ""
            for character in span.text {
                let size = DisplayWidth.of(character)
                if used + size > room {
                    row.append(Span(text: piece, style: span.style, emphasized: span.emphasized))
                    rows.append(draw(row, color: color))
                    (row, piece) = ([Span(text: "↪", style: .dim)], "")
                    used = 1
                }
                piece.append(character)
                used += size
            }
            row.append(Span(text: piece, style: span.style, emphasized: span.emphasized))
        }
        rows.append(draw(row, color: color))
        return rows.enumerated().map { index, text in Style.dim.apply(index == 0 ? gutter : blank, enabled: color) + text }
    }

    /// Spans drawn: each in its style, a changed word bold and reversed over its colour.
    private static func draw(_ spans: [Span], color: Bool) -> String {
        var row = ""
        draw(spans, color: color, into: &row)
        return row
    }

    /// Spans drawn onto the end of `row`, with no string of their own in between.
    private static func draw(_ spans: [Span], color: Bool, into row: inout String) {
        for span in spans where !span.text.isEmpty {
            if span.emphasized && color { row += "\u{1B}[1;7m" }
            row += span.style.apply(span.text, enabled: color)
        }
    }

    /// A line as spans: git's mark, then its text with the changed words apart (without colour,
    /// between git's word-diff marks).
    private static func spans(_ line: DiffLine, color: Bool) -> [Span] {
        let (mark, style, open, close): (String, Style, String, String) =
            switch line.kind {
            case .removed: ("-", .red, PlainForm.removed.open, PlainForm.removed.close)
            case .added: ("+", .green, PlainForm.added.open, PlainForm.added.close)
            case .context: (" ", .plain, "", "")
            case .note: ("", .dim, "", "")
            }
        guard !line.changed.isEmpty else { return [Span(text: mark + SafeText.terminalPatch(line.text), style: style)] }
        // The changed parts are character offsets: plain ASCII is cut by its bytes, at once;
        // anything else by its characters.
        let text = line.text
        let utf8 = text.utf8
        let ascii = utf8.allSatisfy { $0 < 0x80 }
        let characters = ascii ? [] : Array(text)
        let length = ascii ? utf8.count : characters.count
        let piece = { (range: Range<Int>) -> String in
            guard ascii else { return SafeText.terminalPatch(String(characters[range])) }
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return SafeText.terminalPatch(String(text[start..<utf8.index(start, offsetBy: range.count)]))
        }
        var spans = [Span(text: mark, style: style)]
        var at = 0
        for range in line.changed where range.lowerBound >= at && range.upperBound <= length {
            spans.append(Span(text: piece(at..<range.lowerBound), style: style))
            let changed = piece(range)
            spans.append(color ? Span(text: changed, style: style, emphasized: true) : Span(text: open + changed + close, style: style))
            at = range.upperBound
        }
        spans.append(Span(text: piece(at..<length), style: style))
        return spans
    }
}
