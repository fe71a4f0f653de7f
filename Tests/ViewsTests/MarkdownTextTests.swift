import Testing

@testable import Views

/// A README laid out for a terminal, as text: each construct, wrapping, and hostile text made safe.
@Suite struct MarkdownTextTests {
    @Test func eachConstructHasItsShape() {
        let markdown = """
            # Title
            Some **bold**, `code` and a [link](https://example.com) in a paragraph long enough to wrap at forty columns.

            1. first
            2. second
            > quoted
            ```
            raw **not bold**
            ```
            | a | b |
            |---|---|
            | 1 | 2 |
            """
        let lines = MarkdownText.lines(markdown, width: 40, color: false)
        #expect(lines.first == "TITLE")
        #expect(lines.contains("Some bold, code and a link"))
        #expect(lines.contains { $0.contains("<https://example.com>") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.contains("1. first") && lines.contains("2. second"))
        #expect(lines.contains("│ quoted"))
        #expect(lines.contains("    raw **not bold**"))
        #expect(lines.contains("a  b") && lines.contains("1  2"))
    }

    @Test func styledOnlyWithColourAndNeverRaw() {
        let colored = MarkdownText.lines("# T\nx **b** \u{1B}]0;pwned\u{07}", width: 80, color: true)
        #expect(colored[0] == "\u{1B}[1mT\u{1B}[0m")
        let text = colored.joined()
        #expect(text.contains("^[]0;pwned^G"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x07 })
        #expect(!MarkdownText.lines("x **b**", width: 80, color: false).joined().contains("\u{1B}"))
        // Styles made before links are found are not mistaken for a link's `[`.
        let styled = MarkdownText.lines("A **tiny** kit. See [the docs](https://example.com).", width: 80, color: true).joined()
        #expect(styled == "A \u{1B}[1mtiny\u{1B}[0m kit. See the docs <https://example.com>.")
    }

    @Test func webLinksBecomeHyperlinksOnlyWhereAskedAndNothingElseDoes() {
        let markdown = "See [the docs](https://example.com/a_b_) and [home](file:///etc/passwd), [x](javascript:alert(1)) or [odd](https://e.com/\u{1B}]8;;)."
        let linked = MarkdownText.lines(markdown, width: 200, color: false, hyperlinks: true).joined()
        // Each word of the text is its own link, so a line may wrap between them.
        let docs = { (word: String) in "\u{1B}]8;;https://example.com/a_b_\u{1B}\\\(word)\u{1B}]8;;\u{1B}\\" }
        #expect(linked.hasPrefix("See \(docs("the")) \(docs("docs")) and"))
        // Any other scheme stays text.
        #expect(linked.contains("home <file:///etc/passwd>") && linked.contains("x <javascript:alert(1>"))
        // A server's ESC in a URL was made `^[` before any link was made: the link carries it shown.
        #expect(DisplayWidth.withoutEscapes(linked).hasSuffix(" or odd."))
        #expect(linked.components(separatedBy: "\u{1B}]8;;").count == 7)
        // Without hyperlinks, the URL is written after the text; the links take no columns.
        let plain = MarkdownText.lines(markdown, width: 200, color: false).joined()
        #expect(plain.hasPrefix("See the docs <https://example.com/a_b_> and home <file:///etc/passwd>"))
        #expect(DisplayWidth.of(linked) == DisplayWidth.of(plain) - DisplayWidth.of(" <https://example.com/a_b_> <https://e.com/^[]8;;>"))
        // Wrapped at 12 columns, every line ends with every link it opened closed.
        for line in MarkdownText.lines("[several words of one link](https://example.com/x)", width: 20, color: false, hyperlinks: true) {
            #expect(line.components(separatedBy: "\u{1B}]8;;https").count == line.components(separatedBy: "\u{1B}]8;;\u{1B}\\").count)
            #expect(DisplayWidth.of(line) <= 20)
        }
    }
}
