/// The HTML elements open across a document's blocks that may centre what they hold: GitHub
/// centres the Markdown between `<div align="center">` and its `</div>`, blank lines and all, so
/// the renderer keeps this browser's stack of open containers from one HTML block to the next.
/// A `<p>` ends with its block, as the next Markdown paragraph's own `<p>` would close it.
///
/// At most `MarkdownParser.maxDepth` are kept; one opened past the bound is counted by name, not
/// kept, and its closing tag closes it, as `OpenElements` does.
struct CentredElements {
    /// The containers whose alignment is followed.
    static let containers: Set<String> = ["div", "p", "center"]

    /// The containers kept, outermost first, and whether each centres.
    private var elements: [(tag: String, centres: Bool)] = []
    /// Containers opened past the depth bound and not closed yet, by name.
    private var unkept: [String: Int] = [:]

    /// Whether what is drawn now is centred.
    var isCentred: Bool { elements.contains { $0.centres } }

    /// Opens `tag` when it is a container, centring when `centres`.
    mutating func open(_ tag: String, centres: Bool) {
        guard Self.containers.contains(tag) else { return }
        guard elements.count < MarkdownParser.maxDepth else {
            unkept[tag, default: 0] += 1
            return
        }
        elements.append((tag, centres))
    }

    /// Closes the innermost open `tag`; a closing tag nothing opened closes nothing.
    mutating func close(_ tag: String) {
        if let count = unkept[tag] {
            unkept[tag] = count > 1 ? count - 1 : nil
            return
        }
        guard let last = elements.lastIndex(where: { $0.tag == tag }) else { return }
        elements.remove(at: last)
    }

    /// Closes every open `<p>`: its HTML block has ended.
    mutating func endBlock() {
        elements.removeAll { $0.tag == "p" }
        unkept["p"] = nil
    }
}
