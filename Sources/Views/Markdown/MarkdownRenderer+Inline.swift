import Foundation

extension MarkdownRenderer {
    /// Inline nodes as one styled string, hard breaks as `\n`. Inline HTML is read tag by tag, in
    /// one pass (`<br>`, `<img>`, `<a href>` … `</a>`, `<b>`, `<em>`, `<code>`, `<kbd>`, `<s>`);
    /// any other tag is dropped and its text kept. As in a browser, what is still open at the end
    /// of the nodes closes there, and an `<a>` inside an open one closes that one first; so a run
    /// of tags never closed costs no more than the same tags closed. Emoji shortcodes in text
    /// (`:wink:`) are their emoji; in code they stay as typed.
    mutating func inline(_ nodes: [MarkdownNode], _ styles: [Style] = []) -> String {
        var out = ""
        var open = OpenElements<Style>()
        var link: OpenLink?
        // What GitHub's tag filter removes never shows, its content included: until its closing tag.
        var hidden: String?
        // Where the last closing tag of each filtered element is, found in one pass when first
        // needed: an element never closed shows its tag as typed, as the tag filter escapes it,
        // and hides nothing after it.
        var lastClose: [String: Int]?
        for (position, node) in nodes.enumerated() {
            if let name = hidden {
                if node.kind == .htmlInline, HTMLFragment.tokens(node.literal, hiding: false).first == .close(name) { hidden = nil }
                continue
            }
            let current = styles + open.marks + (link.map { $0.underline + $0.open.marks } ?? [])
            var drawn = ""
            switch node.kind {
            case .text: drawn = paint(SafeText.line(Self.emojified(node.literal)), current)
            case .softBreak: drawn = " "
            case .lineBreak: drawn = "\n"
            case .code: drawn = styled(paint(SafeText.line(node.literal), current + [.dim]), PlainForm.code)
            case .emphasis: drawn = styled(inline(node.children, current + [.italic]), PlainForm.emphasis)
            case .strong: drawn = styled(inline(node.children, current + [.bold]), PlainForm.strong)
            case .strikethrough:
                let words = inline(node.children, current + [.strikethrough])
                // Said, struck text says so in words, as a screen reader says `<del>`.
                drawn = spoken ? "(deleted: \(words))" : styled(words, PlainForm.struck)
            case .link: drawn = self.link(node.children, to: node.url, current)
            case .image: drawn = image(alt: node.plainText, source: node.url, current, inLink: insideLink || link != nil)
            case .footnoteReference:
                // As GitHub numbers them: by first reference; marked apart from links' numbers.
                let number = footnoteNumbers[node.literal] ?? (footnoteNumbers.count + 1)
                footnoteNumbers[node.literal] = number
                drawn = spoken ? " (footnote \(number))" : paint("[^\(number)]", current + [.dim])
            case .htmlInline:
                guard let token = HTMLFragment.tokens(node.literal, hiding: false).first else { continue }
                switch token {
                case .open("br", _): drawn = "\n"
                case .open("img", let attributes):
                    drawn = image(alt: attributes["alt"] ?? "", source: attributes["src"] ?? "", current, inLink: insideLink || link != nil)
                case .open("a", let attributes):
                    if let unclosed = link { out += linked(unclosed) }
                    link = opening(attributes["href"] ?? "")
                case .open(let name, _) where HTMLFragment.hidden.contains(name):
                    let closes = lastClose ?? Self.lastClosingTags(in: nodes)
                    lastClose = closes
                    if let last = closes[name], last > position { hidden = name } else { drawn = paint(SafeText.line(node.literal), current) }
                case .open(let name, _):
                    // A tag opened inside a link closes with it, as it did before the link was read in one pass.
                    if link != nil { link?.open.open(name, mark: Self.inlineStyle[name]) } else { open.open(name, mark: Self.inlineStyle[name]) }
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
    /// text never reads as plain text that says the opposite; said, the words alone.
    func styled(_ text: String, _ marks: (open: String, close: String)) -> String {
        color || spoken ? text : PlainForm.marked(text, marks)
    }

    /// Where in `nodes` each filtered element (`HTMLFragment.hidden`) is closed last.
    private static func lastClosingTags(in nodes: [MarkdownNode]) -> [String: Int] {
        var last: [String: Int] = [:]
        for (position, node) in nodes.enumerated() where node.kind == .htmlInline {
            if case .close(let name) = HTMLFragment.tokens(node.literal, hiding: false).first, HTMLFragment.hidden.contains(name) { last[name] = position }
        }
        return last
    }

    /// `text` with GitHub's emoji shortcodes (`:wink:`) as their emoji (`Gemoji`); a run between
    /// colons that names none stays as typed.
    static func emojified(_ text: String) -> String {
        guard text.contains(":") else { return text }
        var out = ""
        var rest = Substring(text)
        while let colon = rest.firstIndex(of: ":") {
            out += rest[..<colon]
            let after = rest[rest.index(after: colon)...]
            let name = after.prefix(Gemoji.longestName + 1).prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "_+-".contains($0)) }
            if !name.isEmpty, name.count <= Gemoji.longestName, after.dropFirst(name.count).first == ":", let emoji = Gemoji.character(String(name)) {
                out += emoji
                rest = after.dropFirst(name.count + 1)
            } else {
                out.append(":")
                rest = after
            }
        }
        return out + rest
    }

    /// An `<a href>` just opened: where it points, and its words underlined where a link's number
    /// marks it.
    private func opening(_ href: String) -> OpenLink {
        let target = resolve(href)
        return OpenLink(href: href, target: target, underline: target != nil && !hyperlinks ? [.underline] : [])
    }

    /// An `<a href>`'s words, drawn already, linked; a link GitHub would not follow is its words alone.
    private mutating func linked(_ link: OpenLink) -> String {
        if let anchored = anchored(link.words, destination: link.href) { return anchored }
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

    /// An image: its alt text, marked as one (`▣ CI`; said, `image: CI`), its `source` numbered
    /// and listed below the block as a link's target is, relative ones resolved alike. Inside a
    /// link (a badge) only the link's target is listed: the picture's own is no place to go.
    mutating func image(alt: String, source: String, _ styles: [Style], inLink: Bool) -> String {
        let words = SafeText.line(alt).trimmingCharacters(in: .whitespaces)
        let drawn = spoken ? (words.isEmpty ? "image" : "image: " + words) : paint("▣ " + (words.isEmpty ? "image" : words), styles)
        guard !inLink, let target = resolve(source) else { return drawn }
        return linked(drawn, target: target, destination: source)
    }

    /// A link's words: a hyperlink where the terminal follows one, else the words with the
    /// number of its target, listed below the block. A link GitHub would not follow (another
    /// scheme, a path out of the repository) is its words alone.
    mutating func link(_ children: [MarkdownNode], to destination: String, _ styles: [Style]) -> String {
        let outer = insideLink
        insideLink = true
        defer { insideLink = outer }
        if destination.hasPrefix("#"), let anchored = anchored(inline(children, styles), destination: destination) { return anchored }
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
    var open = OpenElements<Style>()
}
