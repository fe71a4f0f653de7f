import Foundation

extension MarkdownRenderer {
    /// Elements that start a line of their own.
    static let blockElements: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "table", "tr", "thead", "tbody", "details", "summary",
        "center", "blockquote", "pre", "section", "header", "footer", "article", "dl", "dt", "dd", "figure", "figcaption", "hr",
    ]

    /// The elements whose `align="center"` centres what they hold, followed across blocks.
    static let aligningElements: Set<String> = ["div", "p", "center"]

    /// An HTML block read as its text, in one pass: tags dropped, `<img>` as its alt (its `src`
    /// listed as a link's target), `<a href>` as a link, `<br>` a line break, headings bold,
    /// `<summary>` marked `▸`, emoji shortcodes outside `<code>` and `<pre>` as their emoji, and the
    /// lines of `<p align="center">`, `<div align="center">` and `<center>` centred, the last two
    /// across blocks (`centring`). What else is still open at the end of the block closes there,
    /// as in a browser; an `<a>` inside an open one closes that one first. Spoken, the marks are
    /// words (`Heading level 1:`, `summary:`, `item:`, `separator`) and nothing is centred.
    mutating func html(_ source: String, width: Int) -> [String] {
        var out: [String] = []
        var line = ""
        var styles = OpenElements<Style>()
        var centred = centring
        // `<code>` and `<pre>` open: their text keeps shortcodes as typed.
        var code = 0
        // The link being read: its target and its words so far.
        var link: (href: String, words: String)?
        func flush(_ renderer: inout MarkdownRenderer) {
            let text = line.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
                .joined(separator: "\n")
            line = ""
            guard !DisplayWidth.withoutEscapes(text).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
            let lines = renderer.wrapped(text, width: width)
            out +=
                centred.marks.isEmpty || renderer.spoken ? lines : lines.map { String(repeating: " ", count: max(0, (width - DisplayWidth.of($0)) / 2)) + $0 }
        }
        func closeLink(_ renderer: inout MarkdownRenderer) {
            guard let open = link else { return }
            // The space around a link's words stays outside them, and none is added: punctuation
            // right after `</a>` follows the link's number (`sponsors[7].`).
            let words = open.words.trimmingCharacters(in: .whitespaces)
            let drawn =
                renderer.anchored(words, destination: open.href)
                ?? renderer.resolve(open.href).map { renderer.linked(words, target: $0, destination: open.href) } ?? words
            let before = open.words.first?.isWhitespace == true ? " " : ""
            let after = open.words.last?.isWhitespace == true ? " " : ""
            line += before + drawn + after
            link = nil
        }
        for token in HTMLFragment.tokens(source) {
            let current = styles.marks
            switch token {
            case .text(let text):
                let typed = text.replacingOccurrences(of: "\n", with: " ")
                let words = paint(SafeText.line(code > 0 ? typed : Self.emojified(typed)), current)
                if link != nil { link?.words += words } else { line += words }
            case .open("br", _):
                line += "\n"
            case .open("img", let attributes):
                let picture = image(alt: attributes["alt"] ?? "", source: attributes["src"] ?? "", current, inLink: link != nil) + " "
                if link != nil { link?.words += picture } else { line += picture }
            case .open("a", let attributes):
                closeLink(&self)
                link = (attributes["href"] ?? "", "")
            case .close("a"):
                closeLink(&self)
            case .open("hr", _):
                flush(&self)
                out.append(spoken ? "separator" : paint(String(repeating: "─", count: width), [.dim]))
            case .open(let name, let attributes):
                if Self.blockElements.contains(name) { flush(&self) }
                if Self.aligningElements.contains(name) {
                    centred.open(name, mark: attributes["align"]?.lowercased() == "center" || name == "center" ? true : nil)
                }
                if name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue {
                    if spoken { line += "Heading level \(level): " }
                    styles.open(name, mark: .bold)
                }
                if name == "summary" { line += spoken ? "summary: " : paint("▸ ", [.bold]) }
                if name == "li" { line += spoken ? "item: " : "• " }
                if name == "code" || name == "pre" { code += 1 }
                if let style = Self.inlineStyle[name] { styles.open(name, mark: style) }
            case .close(let name):
                if Self.blockElements.contains(name) { flush(&self) }
                if name == "code" || name == "pre" { code = max(0, code - 1) }
                centred.close(name)
                styles.close(name)
            }
        }
        closeLink(&self)
        flush(&self)
        // A `<p>` ends with its block, as the next Markdown paragraph's own `<p>` would close it.
        centred.closeAll("p")
        centring = centred
        return out + notes(width: width)
    }
}
