/// The HTML elements still open while a run of inline nodes or an HTML block is drawn, innermost
/// last, with the style each gives its text: a browser's stack of open elements, and like it
/// closed at the end of its block by whoever holds it.
///
/// At most `MarkdownParser.maxDepth` are kept, so no text carries more styles than that however
/// many tags a README leaves open. One opened past the bound is counted by name, not kept: its
/// closing tag closes it, never one kept below it.
struct OpenElements {
    /// The elements kept, outermost first.
    private var elements: [(tag: String, style: Style?)] = []
    /// Elements opened past the depth bound and not closed yet, by name.
    private var unkept: [String: Int] = [:]
    /// The styles the kept elements give their text, outermost first.
    private(set) var styles: [Style] = []

    /// Whether no element is open.
    var isEmpty: Bool { elements.isEmpty && unkept.isEmpty }

    /// Opens `tag`, giving its text `style` when it has one.
    mutating func open(_ tag: String, style: Style?) {
        guard elements.count < MarkdownParser.maxDepth else {
            unkept[tag, default: 0] += 1
            return
        }
        elements.append((tag, style))
        if let style { styles.append(style) }
    }

    /// Closes the innermost open `tag`; a closing tag nothing opened closes nothing.
    mutating func close(_ tag: String) {
        if let count = unkept[tag] {
            unkept[tag] = count > 1 ? count - 1 : nil
            return
        }
        guard let last = elements.lastIndex(where: { $0.tag == tag }) else { return }
        elements.remove(at: last)
        styles = elements.compactMap(\.style)
    }
}
