/// The HTML elements still open while a run of inline nodes or an HTML block is drawn, innermost
/// last, with the mark each gives its text (a style; for the containers that may centre, whether
/// they do): a browser's stack of open elements, and like it closed at the end of its block by
/// whoever holds it. The containers that centre are kept from one HTML block to the next, as
/// GitHub centres the Markdown between `<div align="center">` and its `</div>`.
///
/// At most `MarkdownParser.maxDepth` are kept, so no text carries more marks than that however
/// many tags a README leaves open. One opened past the bound is counted by name, not kept: its
/// closing tag closes it, never one kept below it.
struct OpenElements<Mark> {
    /// The elements kept, outermost first.
    private var elements: [(tag: String, mark: Mark?)] = []
    /// Elements opened past the depth bound and not closed yet, by name.
    private var unkept: [String: Int] = [:]
    /// The marks the kept elements give their text, outermost first.
    private(set) var marks: [Mark] = []

    /// Whether no element is open.
    var isEmpty: Bool { elements.isEmpty && unkept.isEmpty }

    /// Opens `tag`, giving its text `mark` when it has one.
    mutating func open(_ tag: String, mark: Mark?) {
        guard elements.count < MarkdownParser.maxDepth else {
            unkept[tag, default: 0] += 1
            return
        }
        elements.append((tag, mark))
        if let mark { marks.append(mark) }
    }

    /// Closes the innermost open `tag`; a closing tag nothing opened closes nothing.
    mutating func close(_ tag: String) {
        if let count = unkept[tag] {
            unkept[tag] = count > 1 ? count - 1 : nil
            return
        }
        guard let last = elements.lastIndex(where: { $0.tag == tag }) else { return }
        elements.remove(at: last)
        marks = elements.compactMap(\.mark)
    }

    /// Closes every open `tag` (a `<p>` at the end of its block).
    mutating func closeAll(_ tag: String) {
        unkept[tag] = nil
        elements.removeAll { $0.tag == tag }
        marks = elements.compactMap(\.mark)
    }
}
