import Foundation

extension MarkdownRenderer {
    /// Elements that start a line of their own.
    static let blockElements: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "table", "tr", "thead", "tbody", "details", "summary",
        "center", "blockquote", "pre", "section", "header", "footer", "article", "dl", "dt", "dd", "figure", "figcaption", "hr",
    ]

    /// An HTML block read as its text, in one pass: tags dropped, `<img>` as its alt, `<a href>`
    /// as a link, `<br>` a line break, headings bold, `<summary>` marked `▸`, and the lines of
    /// `<p align="center">`, `<div align="center">` and `<center>` centred. What is still open at
    /// the end of the block closes there, as in a browser; an `<a>` inside an open one closes that
    /// one first.
    mutating func html(_ source: String, width: Int) -> [String] {
        var out: [String] = []
        var line = ""
        var styles = OpenElements()
        var centred = OpenElements()
        // The link being read: its target and its words so far.
        var link: (href: String, words: String)?
        func flush(_ renderer: inout MarkdownRenderer) {
            let text = line.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
                .joined(separator: "\n")
            line = ""
            guard !DisplayWidth.withoutEscapes(text).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
            let lines = renderer.wrapped(text, width: width)
            out += centred.isEmpty ? lines : lines.map { String(repeating: " ", count: max(0, (width - DisplayWidth.of($0)) / 2)) + $0 }
        }
        func closeLink(_ renderer: inout MarkdownRenderer) {
            guard let open = link else { return }
            let words = open.words.trimmingCharacters(in: .whitespaces)
            line += (renderer.resolve(open.href).map { renderer.linked(words, target: $0, destination: open.href) } ?? words) + " "
            link = nil
        }
        for token in HTMLFragment.tokens(source) {
            let current = styles.styles
            switch token {
            case .text(let text):
                let words = paint(SafeText.line(text.replacingOccurrences(of: "\n", with: " ")), current)
                if link != nil { link?.words += words } else { line += words }
            case .open("br", _):
                line += "\n"
            case .open("img", let attributes):
                let picture = image(alt: attributes["alt"] ?? "", current) + " "
                if link != nil { link?.words += picture } else { line += picture }
            case .open("a", let attributes):
                closeLink(&self)
                link = (attributes["href"] ?? "", "")
            case .close("a"):
                closeLink(&self)
            case .open("hr", _):
                flush(&self)
                out.append(paint(String(repeating: "─", count: width), [.dim]))
            case .open(let name, let attributes):
                if Self.blockElements.contains(name) { flush(&self) }
                if attributes["align"]?.lowercased() == "center" || name == "center" { centred.open(name, style: nil) }
                if name.count == 2, name.first == "h", name.last?.isNumber == true { styles.open(name, style: .bold) }
                if name == "summary" { line += paint("▸ ", [.bold]) }
                if name == "li" { line += "• " }
                if let style = Self.inlineStyle[name] { styles.open(name, style: style) }
            case .close(let name):
                if Self.blockElements.contains(name) { flush(&self) }
                centred.close(name)
                styles.close(name)
            }
        }
        closeLink(&self)
        flush(&self)
        return out + notes()
    }
}
