import Models

/// A file's hunks drawn for a terminal, after delta: each line numbered in a gutter, old and new
/// (`  10   10 │`), and in a removed or added line paired with one on the other side, the changed
/// words in a stronger style (bold on red or green) or, without colour, marked as git's word diff
/// writes them (`[-30-]`, `{+45+}`). Every piece of the server's text is made safe first.
enum DiffLines {
    /// The lines of `patch` (GitHub's hunks of one file).
    static func lines(_ patch: String, color: Bool) -> [String] {
        let hunks = DiffHunk.parse(patch)
        let numbers = hunks.flatMap(\.lines).compactMap { $0.old ?? $0.new }.max() ?? 0
        let digits = max(2, String(numbers).count)
        var out: [String] = []
        for hunk in hunks {
            if !hunk.header.isEmpty { out.append(Style.cyan.apply(SafeText.line(hunk.header), enabled: color)) }
            for line in hunk.lines { out.append(gutter(line, digits: digits, color: color) + body(line, color: color)) }
        }
        return out
    }

    private static func gutter(_ line: DiffLine, digits: Int, color: Bool) -> String {
        let number = { (value: Int?) in DisplayWidth.pad(value.map(String.init) ?? "", to: digits, right: true) }
        return Style.dim.apply(number(line.old) + " " + number(line.new) + " │ ", enabled: color)
    }

    private static func body(_ line: DiffLine, color: Bool) -> String {
        let (mark, style, open, close): (String, Style, String, String) =
            switch line.kind {
            case .removed: ("-", .red, "[-", "-]")
            case .added: ("+", .green, "{+", "+}")
            case .context: (" ", .plain, "", "")
            case .note: ("", .dim, "", "")
            }
        guard !line.changed.isEmpty else { return style.apply(mark + SafeText.terminalPatch(line.text), enabled: color) }
        let characters = Array(line.text)
        var text = style.apply(mark, enabled: color)
        var at = 0
        for range in line.changed where range.lowerBound >= at && range.upperBound <= characters.count {
            text += style.apply(SafeText.terminalPatch(String(characters[at..<range.lowerBound])), enabled: color)
            let changed = SafeText.terminalPatch(String(characters[range]))
            text += color ? "\u{1B}[1;7m" + style.apply(changed, enabled: true) : open + changed + close
            at = range.upperBound
        }
        return text + style.apply(SafeText.terminalPatch(String(characters[at...])), enabled: color)
    }
}
