import Foundation

extension MarkdownRenderer {
    /// Inline nodes as one styled string, hard breaks as `\n`. Inline HTML is read tag by tag, in
    /// one pass (`<br>`, `<img>`, `<a href>` … `</a>`, `<b>`, `<em>`, `<code>`, `<kbd>`, `<s>`);
    /// any other tag is dropped and its text kept. As in a browser, what is still open at the end
    /// of the nodes closes there, and an `<a>` inside an open one closes that one first; so a run
    /// of tags never closed costs no more than the same tags closed.
    mutating func inline(_ nodes: [MarkdownNode], _ styles: [Style] = []) -> String {
        var out = ""
        var open = OpenElements()
        var link: OpenLink?
        // What GitHub's tag filter removes never shows, its content included: until its closing tag.
        var hidden: String?
        for node in nodes {
            if let name = hidden {
                if node.kind == .htmlInline, HTMLFragment.tokens(node.literal, hiding: false).first == .close(name) { hidden = nil }
                continue
            }
            let current = styles + open.styles + (link.map { $0.underline + $0.open.styles } ?? [])
            var drawn = ""
            switch node.kind {
            case .text: drawn = paint(SafeText.line(node.literal), current)
            case .softBreak: drawn = " "
            case .lineBreak: drawn = "\n"
            case .code: drawn = styled(paint(SafeText.line(node.literal), current + [.dim]), PlainForm.code)
            case .emphasis: drawn = styled(inline(node.children, current + [.italic]), PlainForm.emphasis)
            case .strong: drawn = styled(inline(node.children, current + [.bold]), PlainForm.strong)
            case .strikethrough: drawn = styled(inline(node.children, current + [.strikethrough]), PlainForm.struck)
            case .link: drawn = self.link(node.children, to: node.url, current)
            case .image: drawn = image(alt: node.plainText, current)
            case .footnoteReference:
                // As GitHub numbers them: by first reference; marked apart from links' numbers.
                let number = footnoteNumbers[node.literal] ?? (footnoteNumbers.count + 1)
                footnoteNumbers[node.literal] = number
                drawn = paint("[^\(number)]", current + [.dim])
            case .htmlInline:
                guard let token = HTMLFragment.tokens(node.literal, hiding: false).first else { continue }
                switch token {
                case .open("br", _): drawn = "\n"
                case .open("img", let attributes): drawn = image(alt: attributes["alt"] ?? "", current)
                case .open("a", let attributes):
                    if let unclosed = link { out += linked(unclosed) }
                    link = opening(attributes["href"] ?? "")
                case .open(let name, _) where HTMLFragment.hidden.contains(name): hidden = name
                case .open(let name, _):
                    // A tag opened inside a link closes with it, as it did before the link was read in one pass.
                    if link != nil { link?.open.open(name, style: Self.inlineStyle[name]) } else { open.open(name, style: Self.inlineStyle[name]) }
                case .close("a"):
                    if let closed = link { out += linked(closed) }
                    link = nil
                case .close(let name):
                    if link != nil { link?.open.close(name) } else { open.close(name) }
                case .text(let text): drawn = paint(SafeText.line(text), current)
                }
            default: drawn = inline(node.children, current)
            }
            if link != nil { link?.words += drawn } else { out += drawn }
        }
        if let unclosed = link { out += linked(unclosed) }
        return out
    }

    /// `text` as drawn, between the marks that say its style where styles are off, so struck
    /// text never reads as plain text that says the opposite.
    func styled(_ text: String, _ marks: (open: String, close: String)) -> String {
        color ? text : PlainForm.marked(text, marks)
    }

    /// An `<a href>` just opened: where it points, and its words underlined where a link's number
    /// marks it.
    private func opening(_ href: String) -> OpenLink {
        let target = resolve(href)
        return OpenLink(href: href, target: target, underline: target != nil && !hyperlinks ? [.underline] : [])
    }

    /// An `<a href>`'s words, drawn already, linked; a link GitHub would not follow is its words alone.
    private mutating func linked(_ link: OpenLink) -> String {
        guard let target = link.target else { return link.words }
        return linked(link.words, target: target, destination: link.href)
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

/// An `<a href>` of inline HTML being read: where it points, its words so far, and the elements
/// opened inside it, which close with it.
private struct OpenLink {
    /// The `href` as written.
    let href: String
    /// The web URL it points to, or nil when GitHub would not follow it.
    let target: String?
    /// The style its words take for being a link.
    let underline: [Style]
    /// Its words, drawn.
    var words = ""
    /// Elements opened inside it.
    var open = OpenElements()
}
