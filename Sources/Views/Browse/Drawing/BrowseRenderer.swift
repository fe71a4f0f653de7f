import Foundation

/// Draws a `BrowseScreen` as exactly `height` lines of exactly `width` columns: a pure function,
/// so every layout is tested as golden text without a terminal.
///
/// Every piece of text from the server passes through `cell` (or, for a commit's styled lines,
/// `fit`), which neutralises controls before measuring: no screen can forget. Wide characters
/// count two columns and are never split; colour (dim, bold, git's patch colours) is dropped when
/// `color` is off, while the selection's reverse video stays, as it is layout, not colour.
public enum BrowseRenderer {
    static let reset = "\u{1B}[0m"

    /// The screen's lines; on a terminal that `showsOnlyASCII`, the keys are spelled out and
    /// every glyph is its ASCII stand-in (`ASCIIFold`), column for column.
    public static func render(_ screen: BrowseScreen, width: Int, height: Int, color: Bool, showsOnlyASCII: Bool = false) -> [String] {
        guard showsOnlyASCII else { return render(screen, width: width, height: height, color: color, spellsKeys: false) }
        var spelled = screen
        if case .keys(let hints) = screen.footer { spelled.footer = .keys(hints.map(ASCIIFold.spelled)) }
        return render(spelled, width: width, height: height, color: color, spellsKeys: true).map(ASCIIFold.fold)
    }

    private static func render(_ screen: BrowseScreen, width: Int, height: Int, color: Bool, spellsKeys: Bool) -> [String] {
        let width = max(1, width)
        let height = max(1, height)
        var lines = [title(screen, width: width, color: color)]
        let layout = ScreenLayout(height: height)
        let bodyHeight = layout.bodyLines
        var body: [String]
        if screen.showsHelp {
            body = help(screen, width: width, height: bodyHeight, spellsKeys: spellsKeys)
        } else if let text = screen.lines {
            body = text.dropFirst(min(max(0, screen.top), text.count)).prefix(bodyHeight).map {
                fit(" " + $0, width: width, color: color, highlight: screen.highlight)
            }
        } else if bodyHeight > 0 {
            body = list(screen, width: width, rows: layout.listRows, color: color)
        } else {
            body = []
        }
        body = Array(body.prefix(bodyHeight))
        while body.count < bodyHeight { body.append(String(repeating: " ", count: width)) }
        lines += body
        if height > 1 { lines.append(footer(screen.footer, width: width, color: color)) }
        return Array(lines.prefix(height))
    }

    /// The columns a title has beside `position` (and room for the spinner) on a line `width`
    /// wide: what a screen composing a long title fits it to.
    public static func titleRoom(position: String?, width: Int) -> Int {
        max(0, width - 1 - DisplayWidth.of(shownPosition(position, width: width)) - 2)
    }

    /// The position as the title shows it: it gives way on a narrow terminal, as the title is
    /// what says where you are.
    private static func shownPosition(_ position: String?, width: Int) -> String {
        let text = position.map { "  " + SafeText.line($0) } ?? ""
        return DisplayWidth.of(text) <= width / 4 ? text : ""
    }

    private static func title(_ screen: BrowseScreen, width: Int, color: Bool) -> String {
        let spinner = screen.busy.map { " " + SafeText.line($0) } ?? ""
        let busy = shownPosition(screen.position, width: width) + spinner
        let room = max(0, width - DisplayWidth.of(busy))
        let text = cell(" " + screen.title, width: room) + DisplayWidth.truncate(busy, to: width - room)
        return color ? "\u{1B}[1m" + text + reset : text
    }

    private static func footer(_ footer: BrowseScreen.Footer, width: Int, color: Bool) -> String {
        switch footer {
        case .keys(let hints):
            let text = cell(" " + fitted(hints, width: width - 1), width: width)
            return color ? "\u{1B}[2m" + text + reset : text
        case .filter(let query), .pick(let query):
            // The hint gives way on a narrow terminal: what is typed must stay in view.
            let hint = width < 40 ? "" : footer == .pick(query) ? "  ⏎ pick  esc cancel " : "  ⏎ keep  esc clear "
            let room = max(0, width - DisplayWidth.of(hint))
            // The end of what is typed stays in view: that is where the cursor is.
            let typed = " / " + DisplayWidth.truncateStart(SafeText.line(query), to: max(0, room - 4)) + "▏"
            return cell(typed, width: room) + cell(hint, width: width - room)
        case .status(let note):
            return cell(" " + note, width: width)
        case .error(let message):
            let text = cell(" ✗ " + message, width: width)
            return color ? "\u{1B}[31m" + text + reset : text
        }
    }

    /// The hints that fit `width`, two spaces apart: the last two (help and quit) always, the
    /// others from the first for as long as they fit.
    static func fitted(_ hints: [String], width: Int) -> String {
        let kept = hints.suffix(2)
        var shown: [String] = []
        var used = kept.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * max(0, kept.count - 1)
        for hint in hints.dropLast(2) {
            let size = DisplayWidth.of(hint) + 2
            guard used + size <= width else { break }
            shown.append(hint)
            used += size
        }
        return (shown + kept).joined(separator: "  ")
    }

    /// The width of each column that fits `width` (nil for one left out): the one fitting rule
    /// of every table, `TextTable`'s, over the header and the rows in view.
    static func layout(_ screen: BrowseScreen, width: Int) -> [(index: Int, width: Int)] {
        let table = TextTable(
            columns: screen.columns.map {
                TextTable.Column($0.header, flexible: $0.flexible, alignRight: $0.alignsRight, priority: $0.priority, droppable: $0.droppable)
            },
            rows: screen.rows.map { row in screen.columns.indices.map { TextTable.Cell($0 < row.count ? row[$0] : "") } })
        return table.widths(fitting: width - 1).enumerated().compactMap { index, size in size.map { (index, $0) } }
    }

    private static func list(_ screen: BrowseScreen, width: Int, rows: Int, color: Bool) -> [String] {
        let layout = layout(screen, width: width)
        let header =
            " "
            + layout.map { cell(screen.columns[$0.index].header, width: $0.width, alignsRight: screen.columns[$0.index].alignsRight) }.joined(separator: "  ")
        var lines = [color ? "\u{1B}[2m" + cell(header, width: width) + reset : cell(header, width: width)]
        guard !screen.rows.isEmpty else {
            // Wrapped, not cut: on an error screen this is the whole error, with room to read it.
            let text = wrapped(SafeText.line(screen.emptyText), width: width - 3).prefix(max(1, rows))
            lines += text.map { cell("  " + $0, width: width) }
            return lines
        }
        let top = min(max(0, screen.top), max(0, screen.rows.count - 1))
        for row in screen.rows.indices.dropFirst(top).prefix(rows) {
            let selected = row == screen.selection
            let cells = layout.map { slot -> String in
                let column = screen.columns[slot.index]
                var text = cell(slot.index < screen.rows[row].count ? screen.rows[row][slot.index] : "", width: slot.width, alignsRight: column.alignsRight)
                text = underlining(screen.highlight, in: text)
                return column.isDim && color && !selected ? "\u{1B}[2m" + text + reset : text
            }
            // The cells are safe and fitted already; only the row's end is padded.
            let used = 1 + layout.reduce(0) { $0 + $1.width } + max(0, layout.count - 1) * 2
            let line = (selected ? "▌" : " ") + cells.joined(separator: "  ") + String(repeating: " ", count: max(0, width - used))
            lines.append(selected ? "\u{1B}[7m" + line + reset : line)
        }
        return lines
    }

    /// The help overlay, scrolled to `screen.helpTop`: the whole error first when there is one,
    /// wrapped, then every key, its arrows spelled out when `spellsKeys`.
    private static func help(_ screen: BrowseScreen, width: Int, height: Int, spellsKeys: Bool) -> [String] {
        let keysWidth = min(24, max(4, width / 3))
        func named(_ keys: String) -> String { spellsKeys ? ASCIIFold.spelled(keys) : keys }
        var lines: [String] = []
        if let message = screen.message {
            lines += wrapped("✗ " + SafeText.line(message), width: width - 2).map { cell(" " + $0, width: width) } + [cell("", width: width)]
        }
        lines += wrapped(named("Keys (↑↓ scroll, q quits, any other key closes)"), width: width - 2).map { cell(" " + $0, width: width) }
        // The keys and their meaning each wrap in their own column rather than being cut.
        for binding in KeyBinding.all {
            let keys = wrapped(named(binding.keys.replacingOccurrences(of: "`", with: "")), width: keysWidth)
            // The backticks mark keys for the README's table; on the overlay they are noise.
            let meaning = wrapped(binding.meaning.replacingOccurrences(of: "`", with: ""), width: max(1, width - keysWidth - 4))
            for row in 0..<max(keys.count, meaning.count) {
                let left = row < keys.count ? keys[row] : ""
                lines.append(cell("  " + cell(left, width: keysWidth) + "  " + (row < meaning.count ? meaning[row] : ""), width: width))
            }
        }
        return Array(lines.dropFirst(min(max(0, screen.helpTop), max(0, lines.count - height))))
    }

    /// How many lines the help overlay has at `width`, for scrolling it; spelled out, the keys
    /// may take more.
    public static func helpLength(_ screen: BrowseScreen, width: Int, showsOnlyASCII: Bool = false) -> Int {
        help(BrowseScreen(title: "", footer: screen.footer, message: screen.message), width: max(1, width), height: Int.max, spellsKeys: showsOnlyASCII).count
    }
}
