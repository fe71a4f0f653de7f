import Testing

@testable import Views

/// A word far wider than the terminal is cut in one pass: a README of one 1 MB word, or a diff
/// line as long, is laid out in pieces that each fit the width and rejoin to the word. (Cut by
/// re-measuring and re-copying the rest after each piece, a million characters took 41 s; these
/// tests check the pieces, never the time.)
@Suite struct WrappingBoundsTests {
    /// A million-character word wrapped at 100 columns: 10,000 full pieces, the word again.
    @Test func aMillionCharacterWordIsCutIntoPiecesOfTheWidth() {
        let word = String(repeating: "abcdefghij", count: 100_000)
        let pieces = BrowseRenderer.wrapped(word, width: 100)
        #expect(pieces.count == 10_000)
        #expect(pieces.allSatisfy { DisplayWidth.of($0) == 100 })
        #expect(pieces.joined() == word)
    }

    /// Two-column characters at an odd width: no piece passes it, none splits a character, and
    /// the words before and after keep their own lines.
    @Test func aWideWordAtAnOddWidthNeverPassesIt() {
        let word = String(repeating: "日本語", count: 100_000)
        let lines = BrowseRenderer.wrapped("before " + word + " after", width: 101)
        #expect(lines.first == "before")
        #expect(lines.last == "after")
        let pieces = lines.dropFirst().dropLast()
        #expect(pieces.allSatisfy { DisplayWidth.of($0) <= 101 && DisplayWidth.of($0) >= 100 })
        #expect(pieces.joined() == word)
    }

    /// A diff line of a million characters at 100 columns: every row within the width, each
    /// continuation marked `↪`, the line's text again.
    @Test func aMillionCharacterDiffLineWrapsWithinTheWidth() {
        let text = String(repeating: "abcdefghij", count: 100_000)
        let rows = DiffLines.lines("@@ -1,0 +1,1 @@\n+" + text + "\n", color: false, layout: DiffLayout(width: 100))
        #expect(rows.count > 10_000)
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 100 })
        // After each row's gutter: git's mark, then each continuation's `↪`, then the text.
        let drawn = rows.dropFirst().compactMap { $0.split(separator: "│ ", maxSplits: 1).last?.dropFirst() }
        #expect(drawn.count == rows.count - 1)
        #expect(drawn.joined() == text)
    }
}
