import Testing

@testable import Views

/// READMEs built so that drawing them is quadratic (or worse) unless every kind of nesting is
/// bounded and inline HTML is read in one pass: each is drawn at 100 columns and checked for what
/// speed cannot change (every line within the width, every word there, the shape the bounds
/// give). A quadratic drawing of any of them runs past the suite's time limit.
@Suite struct MarkdownBoundsTests {
    static let width = 100

    /// `markdown` drawn at `width`, every line checked against it.
    static func drawn(_ markdown: String, color: Bool = false) -> [String] {
        let lines = MarkdownText.lines(markdown, width: width, color: color)
        let wide = lines.filter { DisplayWidth.of($0) > width }
        #expect(wide.isEmpty, "\(wide.count) lines past \(width) columns, the first: \(wide.first ?? "")")
        return lines
    }

    @Test(arguments: [5_000, 20_000])
    func linksNeverClosedEachCloseAtTheNextAsInABrowser(count: Int) {
        let markdown = (0..<count).map { #"<a href="https://example.com/\#($0)">x"# }.joined()
        let lines = Self.drawn(markdown)
        // Each word is its own link, numbered, its target listed once below the paragraph.
        let targets = Array(lines.suffix(count))
        #expect(targets == (0..<count).map { "  [\($0 + 1)] https://example.com/\($0)" })
        #expect(lines.dropLast(count).joined() == (1...count).map { "x[\($0)]" }.joined())
    }

    @Test(arguments: [false, true])
    func detailsNestedPastTheDepthBoundIndentNoFurther(closed: Bool) {
        let count = 3_000
        var markdown = (0..<count).map { "<details><summary>s</summary>\n\ntext \($0)\n\n" }.joined()
        if closed { markdown += String(repeating: "</details>\n\n", count: count) + "after\n" }
        let lines = Self.drawn(markdown)
        // Each `<details>` indents what follows by two columns, up to the depth bound.
        let texts = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("text ") }
        #expect(texts == (0..<count).map { String(repeating: "  ", count: min($0 + 1, MarkdownParser.maxDepth)) + "text \($0)" })
        #expect(lines.filter { $0 == "▸ s" }.count == count)
        #expect(lines.last == (closed ? "after" : String(repeating: "  ", count: MarkdownParser.maxDepth) + "text \(count - 1)"))
    }

    @Test func everyKindOfNestingStopsIndentingAtTheBoundOrTheWidth() {
        let levels = 1_000
        let quotes = String(repeating: ">", count: levels) + " deep"
        let lists = (0..<levels).map { String(repeating: "   ", count: $0) + "1. level \($0)" }.joined(separator: "\n")
        let details = String(repeating: "<details>\n\n- item\n\n", count: levels) + "last"
        for markdown in [quotes, lists, details] {
            let lines = Self.drawn(markdown)
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { $0.prefix { $0 == " " || $0 == "│" }.count <= 2 * MarkdownParser.maxDepth })
        }
    }

    @Test(arguments: ["", "<div>\n"])
    func aLessThanSignThatStartsNoTagIsText(opening: String) {
        let text = String(repeating: "a < b ", count: 200_000)
        let lines = Self.drawn(opening + text)
        let words = lines.joined(separator: " ").split(separator: " ")
        if opening.isEmpty, lines.last?.hasPrefix("The rest of this document") == true {
            // As Markdown, each `<` is a part of its own: the node bound cuts the paragraph.
            #expect(words.count > 100_000)
        } else {
            #expect(words.count == 600_000)
        }
        #expect(words.prefix(6) == ["a", "<", "b", "a", "<", "b"])
    }

    @Test(arguments: ["", "<div>\n"])
    func tagsNestedPastTheDepthBoundAddNoStyle(opening: String) {
        let count = 20_000
        let markdown = opening + (0..<count).map { "<b><i><span>w\($0) " }.joined()
        // As an HTML block, the fragment's token bound ends it: `<div>`, then four tokens a word.
        let shown = opening.isEmpty ? count : (HTMLFragment.maxTokens - 1) / 4
        let words = Self.drawn(markdown).joined(separator: " ").split(separator: " ")
        #expect(words.count == shown)
        #expect(words.elementsEqual((0..<shown).map { "w\($0)" }) { $0 == $1 })
        // With colour, the last word carries no more styles than the bound lets open.
        let colored = Self.drawn(markdown, color: true)
        let last = colored.last { $0.contains("w\(shown - 1)") }?.split(separator: " ").last ?? ""
        let styles = last.components(separatedBy: "\u{1B}[").count - 1
        #expect(styles > 0 && styles <= 2 * MarkdownParser.maxDepth, "\(styles) escapes in \(last)")
    }
}
