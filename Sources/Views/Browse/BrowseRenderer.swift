/// Draws a `BrowseScreen` as exactly `height` lines of exactly `width` columns: a pure function,
/// so every layout is tested as golden text without a terminal.
///
/// Every piece of text from the server passes through `cell` (or, for a commit's styled lines,
/// `fit`), which neutralises controls before measuring: no screen can forget. Wide characters
/// count two columns and are never split; colour (dim, bold, git's patch colours) is dropped when
/// `color` is off, while the selection's reverse video stays, as it is layout, not colour.
public enum BrowseRenderer {
    /// The rows a list shows at `height`: all but the title, the column header and the footer.
    public static func listHeight(_ height: Int) -> Int { max(1, height - 3) }
    /// The lines a text screen shows at `height`: all but the title and the footer.
    public static func textHeight(_ height: Int) -> Int { max(1, height - 2) }

    private static let reset = "\u{1B}[0m"

    /// The screen's lines.
    public static func render(_ screen: BrowseScreen, width: Int, height: Int, color: Bool) -> [String] {
        let width = max(1, width)
        let height = max(1, height)
        var lines = [title(screen, width: width, color: color)]
        let bodyHeight = max(0, height - 2)
        var body: [String]
        if screen.showsHelp {
            body = help(width: width, color: color)
        } else if let text = screen.lines {
            body = text.dropFirst(min(max(0, screen.top), text.count)).prefix(bodyHeight).map { fit(" " + $0, width: width, color: color) }
        } else {
            body = list(screen, width: width, height: bodyHeight, color: color)
        }
        body = Array(body.prefix(bodyHeight))
        while body.count < bodyHeight { body.append(String(repeating: " ", count: width)) }
        lines += body
        if height > 1 { lines.append(footer(screen.footer, width: width, color: color)) }
        return Array(lines.prefix(height))
    }

    /// Untrusted text as one cell: controls neutralised, cut to `width` with `…`, padded.
    public static func cell(_ text: String, width: Int, alignsRight: Bool = false) -> String {
        DisplayWidth.pad(DisplayWidth.truncate(SafeText.line(text), to: width), to: width, right: alignsRight)
    }

    /// A styled line cut or padded to `width` columns. Only SGR sequences (`ESC [ … m`) pass as
    /// styling (dropped without colour); every other control is neutralised as text.
    public static func fit(_ line: String, width: Int, color: Bool) -> String {
        var output = ""
        var used = 0
        var styled = false
        var scalars = Substring(line).unicodeScalars[...]
        var plain = ""
        func flushPlain() {
            for character in SafeText.line(plain) {
                let size = DisplayWidth.of(character)
                guard used + size <= width else {
                    used = width + 1
                    return
                }
                output.append(character)
                used += size
            }
            plain = ""
        }
        while let scalar = scalars.first, used <= width {
            if scalar == "\u{1B}", let sgr = sgrLength(scalars) {
                flushPlain()
                if color, used <= width {
                    output += String(String.UnicodeScalarView(scalars.prefix(sgr)))
                    styled = true
                }
                scalars = scalars.dropFirst(sgr)
                continue
            }
            plain.unicodeScalars.append(scalar)
            scalars = scalars.dropFirst()
        }
        flushPlain()
        used = min(used, width)
        return output + String(repeating: " ", count: width - used) + (styled ? reset : "")
    }

    /// The length of the SGR sequence at the start of `scalars`, or nil.
    private static func sgrLength(_ scalars: Substring.UnicodeScalarView) -> Int? {
        var index = scalars.index(after: scalars.startIndex)
        guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
        var length = 2
        index = scalars.index(after: index)
        while index < scalars.endIndex, length < 32 {
            let value = scalars[index].value
            length += 1
            if value == 0x6D { return length }
            guard (0x30...0x39).contains(value) || value == 0x3B else { return nil }
            index = scalars.index(after: index)
        }
        return nil
    }

    private static func title(_ screen: BrowseScreen, width: Int, color: Bool) -> String {
        let busy = screen.busy.map { " " + SafeText.line($0) } ?? ""
        let room = max(0, width - DisplayWidth.of(busy))
        let text = cell(" " + screen.title, width: room) + DisplayWidth.truncate(busy, to: width - room)
        return color ? "\u{1B}[1m" + text + reset : text
    }

    private static func footer(_ footer: BrowseScreen.Footer, width: Int, color: Bool) -> String {
        switch footer {
        case .keys(let keys):
            let text = cell(" " + keys, width: width)
            return color ? "\u{1B}[2m" + text + reset : text
        case .filter(let query):
            let hint = "  ⏎ keep  esc clear "
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

    /// The columns that fit `width`, by priority, in their own order, each with its width.
    static func layout(_ columns: [BrowseScreen.ListColumn], width: Int) -> [(index: Int, width: Int)] {
        let available = width - 1
        var kept = Set(columns.indices)
        func needed(_ set: Set<Int>) -> Int {
            set.reduce(0) { $0 + (columns[$1].width ?? 12) } + max(0, set.count - 1) * 2
        }
        for index in columns.indices.sorted(by: { columns[$0].priority < columns[$1].priority }) where needed(kept) > available && kept.count > 1 {
            kept.remove(index)
        }
        let order = columns.indices.filter(kept.contains)
        let fixed = order.reduce(0) { $0 + (columns[$1].width ?? 0) } + max(0, order.count - 1) * 2
        let flexible = order.filter { columns[$0].width == nil }
        let spare = max(0, available - fixed)
        var result: [(Int, Int)] = []
        for (position, index) in order.enumerated() {
            var size = columns[index].width ?? (flexible.isEmpty ? 0 : spare / flexible.count)
            if let share = flexible.firstIndex(of: index), share == 0, !flexible.isEmpty { size += spare % flexible.count }
            // The last column gives way when the fixed ones alone overflow.
            if position == order.count - 1 { size = max(0, min(size, available - result.reduce(0) { $0 + $1.1 + 2 })) }
            result.append((index, size))
        }
        return result
    }

    private static func list(_ screen: BrowseScreen, width: Int, height: Int, color: Bool) -> [String] {
        guard height > 0 else { return [] }
        let layout = layout(screen.columns, width: width)
        let header =
            " "
            + layout.map { cell(screen.columns[$0.index].header, width: $0.width, alignsRight: screen.columns[$0.index].alignsRight) }.joined(separator: "  ")
        var lines = [color ? "\u{1B}[2m" + cell(header, width: width) + reset : cell(header, width: width)]
        guard !screen.rows.isEmpty else {
            lines.append(cell("  " + screen.emptyText, width: width))
            return lines
        }
        let top = min(max(0, screen.top), max(0, screen.rows.count - 1))
        for row in screen.rows.indices.dropFirst(top).prefix(height - 1) {
            let selected = row == screen.selection
            let cells = layout.map { slot -> String in
                let column = screen.columns[slot.index]
                let text = cell(slot.index < screen.rows[row].count ? screen.rows[row][slot.index] : "", width: slot.width, alignsRight: column.alignsRight)
                return column.isDim && color && !selected ? "\u{1B}[2m" + text + reset : text
            }
            // The cells are safe and fitted already; only the row's end is padded.
            let used = 1 + layout.reduce(0) { $0 + $1.width } + max(0, layout.count - 1) * 2
            let line = (selected ? "▌" : " ") + cells.joined(separator: "  ") + String(repeating: " ", count: max(0, width - used))
            lines.append(selected ? "\u{1B}[7m" + line + reset : line)
        }
        return lines
    }

    private static func help(width: Int, color: Bool) -> [String] {
        let keysWidth = min(20, max(4, width / 3))
        var lines = [cell(" Keys (any key closes)", width: width)]
        for binding in KeyBinding.all {
            let keys = binding.keys.replacingOccurrences(of: "`", with: "")
            let text = "  " + cell(keys, width: keysWidth) + "  " + binding.meaning
            lines.append(cell(text, width: width))
        }
        return lines
    }
}
