/// One node of a Markdown document as cmark-gfm parsed it, copied out of the C tree so the
/// renderer is a pure function of Swift values: its kind, the text and facts cmark-gfm gives
/// that kind, and its children in order.
struct MarkdownNode: Sendable, Equatable {
    /// What a node is: CommonMark's kinds and GitHub's extensions'.
    enum Kind: Sendable, Equatable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak, footnoteDefinition
        case table, tableRow, tableCell
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image, footnoteReference, strikethrough
        /// A kind this renderer does not know: its children are drawn, itself is not.
        case other
    }

    /// The kind.
    var kind: Kind
    /// Text, code, HTML, or a footnote's label.
    var literal = ""
    /// A link's or image's destination.
    var url = ""
    /// A heading's level (1–6).
    var level = 0
    /// A list's kind and first number, and whether its items are tight.
    var ordered = false
    var start = 1
    var tight = true
    /// A fenced code block's info string (its language first).
    var info = ""
    /// A task list item's box: nil for an ordinary item.
    var checked: Bool?
    /// A table's column alignments (`l`, `c`, `r` or none), and whether a row is the header.
    var alignments: [Character] = []
    var isHeader = false
    /// The children, in order.
    var children: [MarkdownNode] = []

    /// The node's text with every style taken off: what a heading's anchor or an image's alt is
    /// made from.
    var plainText: String {
        switch kind {
        case .text, .code: return literal
        case .softBreak, .lineBreak: return " "
        default: return children.map(\.plainText).joined()
        }
    }
}
