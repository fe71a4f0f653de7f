import Foundation

extension MarkdownRenderer {
    /// Inline nodes as one styled string, hard breaks as `\n`. Inline HTML is read tag by tag
    /// (`<br>`, `<img>`, `<a href>` … `</a>`, `<b>`, `<em>`, `<code>`, `<kbd>`, `<s>`); any other
    /// tag is dropped and its text kept.
    mutating func inline(_ nodes: [MarkdownNode], _ styles: [Style] = []) -> String {
        var out = ""
        var extra: [(tag: String, style: Style)] = []
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            let current = styles + extra.map(\.style)
            switch node.kind {
            case .text: out += paint(SafeText.line(node.literal), current)
            case .softBreak: out += " "
            case .lineBreak: out += "\n"
            case .code: out += paint(SafeText.line(node.literal), current + [.dim])
            case .emphasis: out += inline(node.children, current + [.italic])
            case .strong: out += inline(node.children, current + [.bold])
            case .strikethrough: out += inline(node.children, current + [.strikethrough])
            case .link: out += link(node.children, to: node.url, current)
            case .image: out += image(alt: node.plainText, current)
            case .footnoteReference:
                // As GitHub numbers them: by first reference; marked apart from links' numbers.
                let number = footnoteNumbers[node.literal] ?? (footnoteNumbers.count + 1)
                footnoteNumbers[node.literal] = number
                out += paint("[^\(number)]", current + [.dim])
            case .htmlInline:
                guard let token = HTMLFragment.tokens(node.literal, hiding: false).first else { continue }
                switch token {
                case .open("br", _): out += "\n"
                case .open("img", let attributes): out += image(alt: attributes["alt"] ?? "", current)
                case .open("a", let attributes):
                    // The link's words are the nodes up to its `</a>`.
                    let end =
                        nodes[index...].firstIndex { $0.kind == .htmlInline && HTMLFragment.tokens($0.literal, hiding: false).first == .close("a") }
                        ?? nodes.endIndex
                    out += link(Array(nodes[index..<end]), to: attributes["href"] ?? "", current)
                    index = min(nodes.count, end + 1)
                case .open(let name, _) where HTMLFragment.hidden.contains(name):
                    // What GitHub's tag filter removes never shows, its content included.
                    let end = nodes[index...].firstIndex { $0.kind == .htmlInline && HTMLFragment.tokens($0.literal, hiding: false).first == .close(name) }
                    index = min(nodes.count, (end ?? nodes.endIndex) + 1)
                case .open(let name, _):
                    if let style = Self.inlineStyle[name] { extra.append((name, style)) }
                case .close(let name):
                    if let last = extra.lastIndex(where: { $0.tag == name }) { extra.remove(at: last) }
                case .text(let text): out += paint(SafeText.line(text), current)
                }
            default: out += inline(node.children, current)
            }
        }
        return out
    }

    /// The style of an inline HTML element, by its name.
    static let inlineStyle: [String: Style] = [
        "b": .bold, "strong": .bold, "i": .italic, "em": .italic, "code": .dim, "kbd": .bold, "s": .strikethrough, "del": .strikethrough,
        "strike": .strikethrough,
    ]

    /// Inline nodes with no style, for a table's cells (the table styles its own).
    mutating func plainInline(_ nodes: [MarkdownNode]) -> String {
        drawsPlain = true
        defer { drawsPlain = false }
        return inline(nodes).replacingOccurrences(of: "\n", with: " ")
    }

    /// An image: its alt text, marked as one (`▣ CI`).
    func image(alt: String, _ styles: [Style]) -> String {
        let words = SafeText.line(alt).trimmingCharacters(in: .whitespaces)
        return paint("▣ " + (words.isEmpty ? "image" : words), styles)
    }

    /// A link's words: a hyperlink where the terminal follows one, else the words with the
    /// number of its target, listed below the block. A link GitHub would not follow (another
    /// scheme, a path out of the repository) is its words alone.
    mutating func link(_ children: [MarkdownNode], to destination: String, _ styles: [Style]) -> String {
        guard let target = resolve(destination) else { return inline(children, styles) }
        return linked(inline(children, hyperlinks ? styles : styles + [.underline]), target: target, destination: destination)
    }

    /// The web URL a link's destination points to, or nil.
    func resolve(_ destination: String) -> String? {
        base?.resolve(destination) ?? MarkdownLinkBase.web(destination)
    }

    /// `words`, drawn already, linked to `target`.
    mutating func linked(_ words: String, target: String, destination: String) -> String {
        if hyperlinks, let linked = Style.hyperlink(words, to: target) { return linked }
        // An autolink shows its URL already.
        let plain = DisplayWidth.withoutEscapes(words)
        if plain == destination || plain == target { return words }
        let number: Int
        if let known = numbers[target] {
            number = known
        } else {
            number = numbers.count + 1
            numbers[target] = number
            pending.append((number, target))
        }
        return words + paint("[\(number)]", [.dim])
    }
}
