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
}
