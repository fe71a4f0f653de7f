import Foundation

/// A README's Markdown laid out for a terminal `width` wide, line by line: headings bold,
/// emphasis kept as bold, code dim, lists with bullets, block quotes with a bar, fenced code as
/// it is (indented), tables fitted by `TextTable`, links as OSC 8 hyperlinks where the terminal
/// follows them (an http(s) link only) and as `text <url>` elsewhere, paragraphs wrapped.
/// Every piece of the server's text is made safe before it is styled. A pure function of its
/// input, so it is tested as text.
public enum MarkdownText {
    /// The lines of `markdown` at `width`, styled only when `color`, links as hyperlinks only
    /// when `hyperlinks`.
    public static func lines(_ markdown: String, width: Int, color: Bool, hyperlinks: Bool = false) -> [String] {
        func inline(_ text: String, color: Bool) -> String { Self.inline(text, color: color, hyperlinks: hyperlinks) }
        let width = max(20, width)
        var out: [String] = []
        var paragraph: [String] = []
        var table: [[String]] = []
        var fenced = false
        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            out += BrowseRenderer.wrapped(inline(paragraph.joined(separator: " "), color: color), width: width)
            paragraph = []
        }
        func flushTable() {
            guard let header = table.first else { return }
            let columns = header.map { TextTable.Column($0, flexible: true, priority: 1) }
            let rows = table.dropFirst().map { row in columns.indices.map { TextTable.Cell($0 < row.count ? row[$0] : "") } }
            out += TextTable(columns: columns, rows: Array(rows)).render(width: width, color: color)
            table = []
        }
        for raw in markdown.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flushParagraph()
                fenced.toggle()
                continue
            }
            if fenced {
                out.append(Style.dim.apply("    " + SafeText.line(line), enabled: color))
                continue
            }
            if trimmed.hasPrefix("|"), trimmed.hasSuffix("|") {
                flushParagraph()
                let cells = trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                // The line under the header (`|---|:--:|`) says alignment; it is not a row.
                if !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } && !$0.isEmpty }) { table.append(cells.map { plain($0) }) }
                continue
            }
            flushTable()
            if trimmed.isEmpty {
                flushParagraph()
                if out.last.map({ !$0.isEmpty }) ?? false { out.append("") }
            } else if let level = heading(trimmed) {
                flushParagraph()
                let text = inline(String(trimmed.dropFirst(level)).trimmingCharacters(in: .whitespaces), color: false)
                out.append(Style.bold.apply(level <= 2 ? text.uppercased() : text, enabled: color))
            } else if trimmed.hasPrefix(">") {
                flushParagraph()
                let text = inline(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces), color: color)
                out += BrowseRenderer.wrapped(text, width: width - 2).map { "│ " + $0 }
            } else if let item = listItem(trimmed) {
                flushParagraph()
                let indent = String(repeating: "  ", count: min(4, (line.count - line.drop { $0 == " " }.count) / 2))
                let wrapped = BrowseRenderer.wrapped(inline(item.text, color: color), width: width - indent.count - item.marker.count - 1)
                for (index, part) in wrapped.enumerated() {
                    out.append(indent + (index == 0 ? item.marker + " " : String(repeating: " ", count: item.marker.count + 1)) + part)
                }
            } else {
                paragraph.append(trimmed)
            }
        }
        flushParagraph()
        flushTable()
        return out
    }

    /// The level of a `#` heading, or nil.
    private static func heading(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return hashes
    }

    /// A list item's bullet and text, or nil.
    private static func listItem(_ line: String) -> (marker: String, text: String)? {
        for bullet in ["- ", "* ", "+ "] where line.hasPrefix(bullet) { return ("•", String(line.dropFirst(2))) }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count < 4, line.dropFirst(digits.count).hasPrefix(". ") {
            return (digits + ".", String(line.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// Inline Markdown: links as hyperlinks (`hyperlinks`) or `text <url>`, `**bold**`/`__bold__`
    /// and `*em*`/`_em_` bold, `` `code` `` dim; the text made safe first. Emphasis is found
    /// before links are made, so no pattern ever reads inside a link's sequence.
    static func inline(_ text: String, color: Bool, hyperlinks: Bool = false) -> String {
        var result = SafeText.line(text)
        result = replace(#"`([^`]+)`"#, in: result) { Style.dim.apply($0[1], enabled: color) }
        result = replace(#"(\*\*|__)(.+?)\1"#, in: result) { Style.bold.apply($0[2], enabled: color) }
        result = replace(#"(?<![\w*\[(/])[*_]([^*_\s][^*_]*)[*_](?![\w*\])])"#, in: result) { Style.bold.apply($0[1], enabled: color) }
        // A link's `[` is never the one of a style just made (`ESC [1m`).
        result = replace(#"(?<!\x{1B})\[([^\]]*)\]\(([^)\s]*)\)"#, in: result) { groups in
            let (words, url) = (groups[1], groups[2])
            if hyperlinks, !words.isEmpty, let link = Style.hyperlink(words, to: url) { return link }
            return words.isEmpty ? "<\(url)>" : "\(words) <\(url)>"
        }
        return result
    }

    /// A table cell's text: inline Markdown without styling (the table styles nothing).
    private static func plain(_ text: String) -> String { inline(text, color: false) }

    /// `text` with each match of `pattern` replaced by `make` of its groups.
    private static func replace(_ pattern: String, in text: String, _ make: ([String]) -> String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        var result = ""
        var last = text.startIndex
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text) else { continue }
            let groups = (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
            result += text[last..<whole.lowerBound] + make(groups)
            last = whole.upperBound
        }
        return result + text[last...]
    }
}
