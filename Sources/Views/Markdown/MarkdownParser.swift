import CMarkGFM
import Foundation
import Models
import Service

/// Reads Markdown with cmark-gfm, GitHub's own parser, and its extensions (tables,
/// strikethrough, autolinks, the tag filter, task lists, footnotes), once, into `MarkdownNode`s.
///
/// The C tree is walked with `cmark_iter` and freed before the document is returned. Bounds, so
/// that no README can make the walk grow without limit: a document past `maxBytes` is cut there;
/// past `maxDepth` levels, deeper nodes are kept as their plain text one level up; past
/// `maxNodes` nodes, the rest is left out and the document says so in its last paragraph. The
/// drawing keeps to the same `maxDepth` and to `narrowestText`; HTML's own bounds are
/// `HTMLFragment`'s (`maxTokens`, `maxAttributes`, `longestEntity`).
enum MarkdownParser {
    /// The most bytes of Markdown read (a README GitHub serves is at most 1 MB).
    static let maxBytes = Limit.markdownBytes.value
    /// The deepest nesting kept as structure, the one bound for every kind: cmark-gfm's tree
    /// here; in the drawing, the levels that indent (list items, quotes, `<details>`) and the HTML
    /// elements open at once (`OpenElements`). Past it, indentation stops growing and a tag adds
    /// no style.
    static let maxDepth = Limit.markdownDepth.value
    /// The most nodes kept.
    static let maxNodes = Limit.markdownNodes.value
    /// The fewest columns text is wrapped at inside indentation: a level that would leave less
    /// does not indent. (`MarkdownText` draws at least 20 columns wide.)
    static let narrowestText = 10

    /// The document `markdown` makes.
    static func parse(_ markdown: String) -> MarkdownNode {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { return MarkdownNode(kind: .document) }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tagfilter", "tasklist"] {
            if let extensionPointer = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, extensionPointer) }
        }
        var bytes = Array(markdown.utf8.prefix(maxBytes))
        let cut = bytes.count < markdown.utf8.count
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
            }
        }
        guard let root = cmark_parser_finish(parser) else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(root) }
        // One text node for each run of text, so a shortcode (`:stuck_out_tongue:`) is read whole.
        cmark_consolidate_text_nodes(root)
        var document = copy(root)
        if cut { document.children.append(notice("The rest of this document, past \(ByteSize.describe(maxBytes)), is not drawn.")) }
        return document
    }

    /// The tree under `root`, walked with `cmark_iter`: a node's children are complete when its
    /// exit comes, and it is then added to its parent.
    private static func copy(_ root: OpaquePointer) -> MarkdownNode {
        guard let iterator = cmark_iter_new(root) else { return MarkdownNode(kind: .document) }
        defer { cmark_iter_free(iterator) }
        var stack: [MarkdownNode] = []
        var count = 0
        var overflowed = false
        // Nodes entered past the depth bound, kept as their text in the deepest node kept.
        var flattenedDepth = 0
        var document = MarkdownNode(kind: .document)
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            // cmark_iter's own rule: these kinds are entered only, every other kind is entered
            // and exited, children or none.
            let isLeaf = [.text, .softBreak, .lineBreak, .code, .htmlInline, .thematicBreak, .codeBlock, .htmlBlock].contains(kind(of: pointer))
            let entering = event == CMARK_EVENT_ENTER
            if flattenedDepth > 0 || (entering && stack.count >= maxDepth) {
                if entering, !isLeaf { flattenedDepth += 1 } else if !entering { flattenedDepth -= 1 }
                if entering, isLeaf, let literal = cmark_node_get_literal(pointer), !stack.isEmpty {
                    stack[stack.count - 1].children.append(MarkdownNode(kind: .text, literal: String(cString: literal)))
                }
                continue
            }
            if entering {
                count += 1
                if count > maxNodes {
                    overflowed = true
                    break
                }
                let node = make(pointer)
                if isLeaf { append(node, to: &stack, document: &document) } else { stack.append(node) }
            } else if let finished = stack.popLast() {
                append(finished, to: &stack, document: &document)
            }
        }
        // Left open by a stop at the node bound: closed as they stand.
        while let open = stack.popLast() { append(open, to: &stack, document: &document) }
        if overflowed { document.children.append(notice("The rest of this document, past \(maxNodes.grouped) parts, is not drawn.")) }
        return document
    }

    private static func append(_ node: MarkdownNode, to stack: inout [MarkdownNode], document: inout MarkdownNode) {
        if node.kind == .document {
            document.children += node.children
        } else if stack.isEmpty {
            document.children.append(node)
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    /// A paragraph of our own, saying what was left out.
    private static func notice(_ text: String) -> MarkdownNode {
        MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .emphasis, children: [MarkdownNode(kind: .text, literal: text)])])
    }

    /// One node's kind and facts.
    private static func make(_ pointer: OpaquePointer) -> MarkdownNode {
        let literal = cmark_node_get_literal(pointer).map { String(cString: $0) } ?? ""
        var node = MarkdownNode(kind: kind(of: pointer), literal: literal)
        switch node.kind {
        case .heading: node.level = Int(cmark_node_get_heading_level(pointer))
        case .list:
            node.ordered = cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST
            node.start = Int(cmark_node_get_list_start(pointer))
            node.tight = cmark_node_get_list_tight(pointer) != 0
        case .item:
            if let type = cmark_node_get_type_string(pointer), String(cString: type) == "tasklist" {
                node.checked = cmark_gfm_extensions_get_tasklist_item_checked(pointer)
            }
        case .codeBlock: node.info = cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
        case .link, .image: node.url = cmark_node_get_url(pointer).map { String(cString: $0) } ?? ""
        case .table:
            let columns = Int(cmark_gfm_extensions_get_table_columns(pointer))
            if let alignments = cmark_gfm_extensions_get_table_alignments(pointer) {
                node.alignments = (0..<min(columns, 1_000)).map { Character(UnicodeScalar(alignments[$0])) }
            }
        case .tableRow: node.isHeader = cmark_gfm_extensions_get_table_row_is_header(pointer) != 0
        default: break
        }
        return node
    }

    /// The kind of the node at `pointer`: CommonMark's by type, GitHub's extensions' by name.
    private static func kind(of pointer: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default:
            switch cmark_node_get_type_string(pointer).map({ String(cString: $0) }) {
            case "table": return .table
            case "table_row", "table_header": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            case "tasklist": return .item
            default: return .other
            }
        }
    }
}
