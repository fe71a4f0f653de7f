import Foundation

/// Draws a document cmark-gfm parsed (`MarkdownNode`) as lines for a terminal `width` wide, as
/// glow draws goldmark's tree: headings in bold as the author wrote them, a rule under the first
/// two levels; paragraphs wrapped between words; lists nested to any depth, task items `☐`/`☑`;
/// block quotes with a bar, GitHub's alerts as labelled ones; code blocks with their language;
/// tables fitted by `TextTable`; rules; HTML read by `HTMLFragment`; footnotes gathered at the end.
///
/// Links are OSC 8 hyperlinks where the terminal follows them; elsewhere a link's words carry a
/// number and its target is listed once below its block, never cut. Every piece of the server's
/// text is made safe (`SafeText`) before it is styled. Inline drawing is in
/// `MarkdownRenderer+Inline.swift`, HTML in `MarkdownRenderer+HTML.swift`, listed targets and
/// in-page anchors in `MarkdownRenderer+Targets.swift`.
///
/// Spoken (accessible mode, for a screen reader), the same document is words alone: no colour,
/// box drawing, bullets or rules; `Heading level 2: Features`, `item: …` (`item, level 2, done:
/// …`), `quote: …`, `Note: …`, `code block, kotlin:` … `end of code block`, a table row by row
/// with its headers, `separator` for a rule.
struct MarkdownRenderer {
    /// Whether styles are written.
    let color: Bool
    /// Whether links are OSC 8 hyperlinks.
    let hyperlinks: Bool
    /// Where relative links point, when the document is a repository's.
    let base: MarkdownLinkBase?
    /// Whether the document is said in words for a screen reader rather than drawn.
    let spoken: Bool

    /// Link targets numbered so far, by URL, so each is listed once.
    var numbers: [String: Int] = [:]
    /// Targets numbered in the block being drawn, listed below it.
    var pending: [(number: Int, url: String)] = []
    /// Footnotes by label, numbered in the order they are first referred to.
    var footnoteNumbers: [String: Int] = [:]
    /// Footnote definitions, drawn at the end.
    var footnotes: [MarkdownNode] = []
    /// How deep the list being drawn is, for its bullet.
    var listDepth = 0
    /// How deep the quote being said is, for its level.
    var quoteDepth = 0
    /// How many levels (list items, quotes, `<details>`) indent the block being drawn: past
    /// `MarkdownParser.maxDepth`, indentation stops growing.
    var depth = 0
    /// Whether styles are left off for now (a table's cells).
    var drawsPlain = false
    /// Whether the inline nodes being drawn are a link's words: an image there is listed by the
    /// link's target, not its own.
    var insideLink = false
    /// The document's headings by their anchors, as GitHub makes them, with their order.
    var anchors: [String: (text: String, index: Int)] = [:]
    /// How many headings are drawn so far: an anchor's heading is above or below.
    var headingsDrawn = 0
    /// HTML containers open across blocks, marked `true` where they centre what they hold
    /// (`<div align="center">`).
    var centring = OpenElements<Bool>()
    /// The lines listing targets drawn so far: centring leaves them where they are, whole.
    var targetLines: Set<String> = []

    /// GitHub's alerts: the word after `[!`, its sign, its word and its style.
    static let alerts: [String: (sign: String, word: String, style: Style)] = [
        "NOTE": ("ⓘ", "Note", .cyan), "TIP": ("✓", "Tip", .green), "IMPORTANT": ("❢", "Important", .bold),
        "WARNING": ("⚠", "Warning", .yellow), "CAUTION": ("⊘", "Caution", .red),
    ]

    /// The document's lines at `width`.
    mutating func lines(_ document: MarkdownNode, width: Int) -> [String] {
        anchors = Self.anchors(in: document)
        var out = blocks(document.children, width: width)
        if !footnotes.isEmpty {
            out += ["", spoken ? "footnotes:" : paint(String(repeating: "─", count: min(width, 20)), [.dim])]
            // cmark-gfm puts the definitions last, in the order they are first referred to, and
            // leaves out those never referred to: the n-th is footnote n.
            for (index, definition) in footnotes.enumerated() {
                let number = spoken ? "footnote \(index + 1):" : "[^\(index + 1)]"
                out += hanging(number, blocks(definition.children, width: width - number.count - 1))
            }
        }
        return out
    }

    /// Blocks one after another, a blank line between them; `<details>` in HTML indents the
    /// blocks up to its `</details>` by two columns a level, as far as `indents(by:width:)` allows.
    mutating func blocks(_ nodes: [MarkdownNode], width: Int, tight: Bool = false) -> [String] {
        var out: [String] = []
        // `<details>` open and not closed yet; only as many as fit indent.
        var open = 0
        for node in nodes {
            if node.kind == .footnoteDefinition {
                footnotes.append(node)
                continue
            }
            let levels = spoken ? 0 : max(0, min(open, MarkdownParser.maxDepth - depth, (width - MarkdownParser.narrowestText) / 2))
            depth += levels
            var lines = block(node, width: width - 2 * levels)
            depth -= levels
            if !centring.marks.isEmpty, !spoken, node.kind != .htmlBlock {
                lines = centred(lines, whole: node.kind != .paragraph && node.kind != .heading, width: width - 2 * levels)
            }
            if node.kind == .htmlBlock { open = max(0, open + Self.detailsChange(node.literal)) }
            guard !lines.isEmpty else { continue }
            if !out.isEmpty, !tight { out.append("") }
            let pad = String(repeating: "  ", count: node.kind == .htmlBlock ? 0 : levels)
            out += lines.map { $0.isEmpty ? $0 : pad + $0 }
        }
        return out
    }

    /// Whether one more level of nesting may indent what it holds by `columns` at `width`: not
    /// past `MarkdownParser.maxDepth` levels in all, and never leaving the text fewer than
    /// `MarkdownParser.narrowestText` columns. Past that, indentation stops growing, so no line is
    /// wider than the width however deep a README nests.
    func indents(by columns: Int, width: Int) -> Bool {
        depth < MarkdownParser.maxDepth && width - columns >= MarkdownParser.narrowestText
    }

    /// `lines` centred in `width`, as GitHub centres what `align="center"` holds: text line by
    /// line, or (`whole`) a table, list or code block as one piece; a listed target stays where it
    /// is, so that it is never cut.
    private func centred(_ lines: [String], whole: Bool, width: Int) -> [String] {
        let widest = lines.filter { !targetLines.contains($0) }.map(DisplayWidth.of).max() ?? 0
        return lines.map { line in
            guard !line.isEmpty, !targetLines.contains(line) else { return line }
            return String(repeating: " ", count: max(0, (width - (whole ? widest : DisplayWidth.of(line))) / 2)) + line
        }
    }

    /// How many `<details>` an HTML block opens, less those it closes.
    private static func detailsChange(_ html: String) -> Int {
        let lowered = html.lowercased()
        return lowered.components(separatedBy: "<details").count - lowered.components(separatedBy: "</details").count
    }

    /// One block's lines.
    private mutating func block(_ node: MarkdownNode, width: Int) -> [String] {
        switch node.kind {
        case .paragraph:
            // A paragraph of only what never shows (a filtered tag, a comment) takes no lines.
            let text = inline(node.children)
            guard !DisplayWidth.withoutEscapes(text).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return notes(width: width) }
            return wrapped(text, width: width) + notes(width: width)
        case .heading:
            headingsDrawn += 1
            if spoken { return wrapped("Heading level \(node.level): " + inline(node.children), width: width) + notes(width: width) }
            // Without styles a heading says its level as Markdown does, so H3–H6 are not body text.
            let mark = color ? "" : PlainForm.heading(level: node.level)
            let lines = wrapped(mark + inline(node.children, [.bold]), width: width)
            let rule = node.level <= 2 ? [paint(String(repeating: node.level == 1 ? "═" : "─", count: lines.map(DisplayWidth.of).max() ?? 0), [.dim])] : []
            return lines + rule + notes(width: width)
        case .thematicBreak:
            return spoken ? ["separator"] : [paint(String(repeating: "─", count: width), [.dim])]
        case .codeBlock:
            return code(node, width: width)
        case .htmlBlock:
            return html(node.literal, width: width)
        case .blockQuote:
            return quote(node, width: width)
        case .list:
            return list(node, width: width)
        case .table:
            return table(node, width: width)
        case .text:
            // What the parser kept as text past its depth bound.
            return wrapped(SafeText.line(node.literal), width: width)
        default:
            return blocks(node.children, width: width)
        }
    }

    /// A fenced or indented code block: its language, then its lines behind a bar, as written.
    private func code(_ node: MarkdownNode, width: Int) -> [String] {
        var lines = node.literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let language = node.info.split(separator: " ").first.map { SafeText.line(String($0.prefix(40))) }
        if spoken { return [language.map { "code block, \($0):" } ?? "code block:"] + lines.map(SafeText.line) + ["end of code block"] }
        return (language.map { [paint("  " + $0, [.dim])] } ?? []) + lines.map { paint("  │ ", [.dim]) + SafeText.line($0) }
    }

    /// A block quote behind a bar; an alert (`> [!NOTE]`) with its label first.
    private mutating func quote(_ node: MarkdownNode, width: Int) -> [String] {
        var children = node.children
        var label: String?
        if var first = children.first, first.kind == .paragraph, let text = first.children.first, text.kind == .text,
            let kind = Self.alertKind(text.literal), let alert = Self.alerts[kind]
        {
            label = spoken ? alert.word + ":" : paint(alert.sign + " " + alert.word, [alert.style, .bold])
            first.children.removeFirst()
            if first.children.first?.kind == .softBreak || first.children.first?.kind == .lineBreak { first.children.removeFirst() }
            children[0] = first
            if first.children.isEmpty { children.removeFirst() }
        }
        if spoken {
            // A quote inside a quote says its level, as a nested list item does.
            quoteDepth += 1
            defer { quoteDepth -= 1 }
            return said(label ?? (quoteDepth > 1 ? "quote, level \(quoteDepth):" : "quote:"), before: { $0.blocks(children, width: $1) }, width: width)
        }
        // Past the depth bound, a quote's blocks are drawn without its bar.
        guard indents(by: 2, width: width) else { return (label.map { [$0] } ?? []) + blocks(children, width: width) }
        depth += 1
        defer { depth -= 1 }
        let inner = (label.map { [$0] } ?? []) + blocks(children, width: width - 2)
        return inner.map { paint("│", [.dim]) + ($0.isEmpty ? "" : " " + $0) }
    }

    /// `NOTE` for `[!NOTE]`, the whole of a paragraph's first text.
    private static func alertKind(_ text: String) -> String? {
        guard text.hasPrefix("[!"), text.hasSuffix("]") else { return nil }
        return String(text.dropFirst(2).dropLast()).uppercased()
    }

    /// A list, each item's blocks hung from its marker; tight lists have no blank lines.
    private mutating func list(_ node: MarkdownNode, width: Int) -> [String] {
        listDepth += 1
        defer { listDepth -= 1 }
        let bullets = ["•", "◦", "▪"]
        var out: [String] = []
        for (index, item) in node.children.enumerated() {
            if spoken {
                if !node.tight, !out.isEmpty { out.append("") }
                out += said(
                    Self.spokenItem(node, index: index, depth: listDepth, checked: item.checked),
                    before: { $0.blocks(item.children, width: $1, tight: node.tight) }, width: width)
                continue
            }
            var marker = node.ordered ? "\(node.start + index)." : bullets[(listDepth - 1) % bullets.count]
            if let checked = item.checked { marker = checked ? "☑" : "☐" }
            if !node.tight, !out.isEmpty { out.append("") }
            let columns = DisplayWidth.of(marker) + 1
            // Past the depth bound, an item's marker takes a line of its own above its blocks.
            guard indents(by: columns, width: width) else {
                out += [marker] + blocks(item.children, width: width, tight: node.tight)
                continue
            }
            depth += 1
            out += hanging(marker, blocks(item.children, width: width - columns, tight: node.tight))
            depth -= 1
        }
        return out
    }

    /// What a screen reader says before a list item: `item`, its number in an ordered list, its
    /// level when nested, and a task's box (`item 2, level 2, done:`).
    private static func spokenItem(_ list: MarkdownNode, index: Int, depth: Int, checked: Bool?) -> String {
        var words = list.ordered ? "item \(list.start + index)" : "item"
        if depth > 1 { words += ", level \(depth)" }
        if let checked { words += checked ? ", done" : ", not done" }
        return words + ":"
    }

    /// `words` said before the first line `draw` makes at the width left beside them; on a line
    /// of their own where that would leave the text too narrow. Nothing indents in spoken form.
    private mutating func said(_ words: String, before draw: (inout Self, Int) -> [String], width: Int) -> [String] {
        let beside = width - words.count - 1 >= MarkdownParser.narrowestText
        let lines = draw(&self, beside ? width - words.count - 1 : width)
        guard beside, let first = lines.first else { return [words] + lines }
        return [first.isEmpty ? words : words + " " + first] + lines.dropFirst()
    }

    /// `lines` with `marker` before the first and its width of spaces before the rest.
    private func hanging(_ marker: String, _ lines: [String]) -> [String] {
        let pad = String(repeating: " ", count: DisplayWidth.of(marker) + 1)
        guard !lines.isEmpty else { return [marker] }
        return lines.enumerated().map { index, line in index == 0 ? marker + " " + line : line.isEmpty ? line : pad + line }
    }

    /// A table fitted by `TextTable`, its columns aligned as the author's `:--:` says.
    private mutating func table(_ node: MarkdownNode, width: Int) -> [String] {
        let rows = node.children.filter { $0.kind == .tableRow }
        guard !rows.isEmpty else { return [] }
        var texts = rows.map { row in row.children.map { DisplayWidth.withoutEscapes(plainInline($0.children)) } }
        let titles = texts.removeFirst()
        if spoken {
            // Row by row, each cell with its column's header, as a screen reader reads a table.
            let said = texts.enumerated().flatMap { number, row in
                let cells = titles.indices.map { index in
                    let cell = index < row.count ? row[index] : ""
                    return titles[index].isEmpty ? cell : titles[index] + ": " + cell
                }
                return wrapped("row \(number + 1): " + cells.joined(separator: "; "), width: width)
            }
            return ["table, \(titles.count) columns, \(texts.count) rows:"] + said + notes(width: width)
        }
        let columns = titles.indices.map { index in
            let alignment = index < node.alignments.count ? node.alignments[index] : " "
            return TextTable.Column(titles[index], flexible: true, alignRight: alignment == "r", centered: alignment == "c", priority: 1)
        }
        let body = texts.map { row in columns.indices.map { TextTable.Cell($0 < row.count ? row[$0] : "") } }
        var table = TextTable(columns: columns, rows: Array(body))
        // Without bold, the header is ruled off as Markdown's own table is.
        table.rulesHeader = !color
        var drawn = table.render(width: width, color: color)
        // Cells were drawn plain, so their links were numbered: listed below the table.
        drawn += notes(width: width)
        return drawn
    }

    /// `text`'s lines (hard breaks kept) wrapped at `width` between words.
    func wrapped(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { BrowseRenderer.wrapped(String($0), width: width) }
    }

    /// `text` in `styles`, word by word, so a line may wrap between words without carrying an
    /// open style.
    func paint(_ text: String, _ styles: [Style]) -> String {
        guard color, !drawsPlain, !styles.isEmpty else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false)
            .map { word in
                word.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { part in styles.reduce(String(part)) { $1.apply($0, enabled: true) } }
                    .joined(separator: "\n")
            }
            .joined(separator: " ")
    }
}
