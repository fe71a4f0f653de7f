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
    }
}
