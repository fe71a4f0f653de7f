import Testing
import Views

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("色彩", 4), ("🎨", 2), ("👍🏽", 2), ("e\u{301}", 1), ("한국어", 6), ("ｆｕｌｌ", 8), ("", 0), ("👨‍👩‍👧", 2),
    ])
    func widths(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func truncateNeverSplitsAWideCharacterAndEndsInEllipsis() {
        #expect(DisplayWidth.truncate("色彩色彩", to: 5) == "色彩…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("色彩色彩", to: 4)) <= 4)
        #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(DisplayWidth.truncate("abc", to: 3) == "abc")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }

    @Test func padCountsColumnsNotCharacters() {
        #expect(DisplayWidth.pad("色", to: 4) == "色  ")
        #expect(DisplayWidth.pad("7", to: 3, right: true) == "  7")
    }

    /// A line scrolled sideways loses its first columns and keeps every escape (its styles); a
    /// wide character cut in two leaves a space.
    @Test func dropColumnsKeepsTheStylesAndCutsByColumns() {
        let styled = "\u{1B}[31m-old\u{1B}[0m \u{1B}[1;7m\u{1B}[32m漢字\u{1B}[0m end"
        #expect(DisplayWidth.dropColumns(styled, 0) == styled)
        #expect(DisplayWidth.dropColumns(styled, 2) == "\u{1B}[31mld\u{1B}[0m \u{1B}[1;7m\u{1B}[32m漢字\u{1B}[0m end")
        #expect(DisplayWidth.dropColumns(styled, 6) == "\u{1B}[31m\u{1B}[0m\u{1B}[1;7m\u{1B}[32m 字\u{1B}[0m end")
        #expect(DisplayWidth.withoutEscapes(DisplayWidth.dropColumns(styled, 9)) == " end")
        #expect(DisplayWidth.dropColumns("short", 10) == "")
        // A gutter kept: the columns after it are dropped, its styles and text kept.
        #expect(DisplayWidth.dropColumns("\u{1B}[2m12 │ \u{1B}[0m\u{1B}[32m+abcdef\u{1B}[0m", 3, after: 6) == "\u{1B}[2m12 │ \u{1B}[0m\u{1B}[32m+def\u{1B}[0m")
    }
}
