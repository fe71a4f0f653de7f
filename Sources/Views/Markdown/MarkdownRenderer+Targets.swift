import Foundation

extension MarkdownRenderer {
    /// What starts each further line of a target too long for the width, under the target's
    /// first column: a visible mark, so a wrapped URL does not read as two; spoken, the indent
    /// alone, as `↪` is no word.
    static let continuation = "↪ "

    /// The targets numbered in the block just drawn, below it, never cut: `  [n] ` then the URL,
    /// which past `width` goes on under its own first column, each further line marked
    /// `continuation`; the pieces joined are the URL, byte for byte.
    mutating func notes(width: Int) -> [String] {
        defer { pending = [] }
        let lines = pending.flatMap { target(number: $0.number, url: $0.url, width: width) }
        targetLines.formUnion(lines)
        return lines
    }

    /// One target's lines.
    private func target(number: Int, url: String, width: Int) -> [String] {
        let label = "  [\(number)] "
        let mark = spoken ? "" : Self.continuation
        let indent = String(repeating: " ", count: label.count - DisplayWidth.of(mark)) + mark
        // However narrow the width, a piece holds a few characters, so a URL is never one a line.
        let room = max(MarkdownParser.narrowestText, width - label.count)
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in url {
            let columns = DisplayWidth.of(String(character))
            if used + columns > room, !piece.isEmpty {
                pieces.append(piece)
                (piece, used) = ("", 0)
            }
            piece.append(character)
            used += columns
        }
        pieces.append(piece)
        return pieces.enumerated().map { index, piece in paint(index == 0 ? label : indent, [.dim]) + paint(piece, [.dim]) }
    }

    /// An in-page link's words, when `destination` is `#anchor`: the heading it names said after
    /// them (`Installation (see "Installing" below)`), no URL; an anchor no heading makes is its
    /// words alone. Nil for any other destination.
    func anchored(_ words: String, destination: String) -> String? {
        guard destination.hasPrefix("#") else { return nil }
        let name = String(destination.dropFirst())
        guard let heading = anchors[(name.removingPercentEncoding ?? name).lowercased()] else { return words }
        let place = heading.index < headingsDrawn ? "above" : "below"
        return words + " " + paint("(see \"\(SafeText.line(heading.text))\" \(place))", [.dim])
    }

    /// The headings of `document` by their anchors, as GitHub makes them: the text lower-cased,
    /// punctuation dropped, each space a `-`, and `-1`, `-2` … after a repeated one.
    static func anchors(in document: MarkdownNode) -> [String: (text: String, index: Int)] {
        var anchors: [String: (text: String, index: Int)] = [:]
        var seen: [String: Int] = [:]
        var count = 0
        // The parser bounds the tree's depth, so the walk's stack stays small.
        func visit(_ node: MarkdownNode) {
            guard node.kind != .heading else {
                let text = emojified(node.plainText).trimmingCharacters(in: .whitespaces)
                let slug = self.slug(text)
                let repeats = seen[slug, default: 0]
                seen[slug] = repeats + 1
                anchors[repeats == 0 ? slug : "\(slug)-\(repeats)"] = (text, count)
                count += 1
                return
            }
            node.children.forEach(visit)
        }
        visit(document)
        return anchors
    }

    /// GitHub's anchor for a heading's `text`.
    static func slug(_ text: String) -> String {
        String(
            text.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
    }
}
