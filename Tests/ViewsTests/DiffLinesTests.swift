import Models
import Testing

@testable import Views

/// A diff on a terminal, after delta: both numbers in the gutter, and in a modified pair the
/// changed words apart from the rest of each line.
@Suite struct DiffLinesTests {
    static let patch =
        "@@ -10,4 +10,4 @@ struct Client {\n     let session: Session\n-    var timeout = 30\n+    var timeout = 45\n     var retries = 3\n-    let gone = true\n"

    @Test func aModifiedPairMarksItsChangedWordsAndContextShowsBothNumbers() {
        let lines = DiffLines.lines(Self.patch, color: false)
        #expect(lines[0] == "@@ -10,4 +10,4 @@ struct Client {")
        #expect(lines[1] == "10 10 │      let session: Session")
        #expect(lines[2] == "11    │ -    var timeout = [-30-]")
        #expect(lines[3] == "   11 │ +    var timeout = {+45+}")
        #expect(lines[4] == "12 12 │      var retries = 3")
        // A line with no partner gets no marks.
        #expect(lines[5] == "13    │ -    let gone = true")
    }

    @Test func withColourTheChangedWordIsStyledApartFromItsLine() {
        let lines = DiffLines.lines(Self.patch, color: true)
        #expect(lines[2].contains("\u{1B}[31m-\u{1B}[0m\u{1B}[31m    var timeout = \u{1B}[0m\u{1B}[1;7m\u{1B}[31m30\u{1B}[0m"))
        #expect(lines[3].contains("\u{1B}[1;7m\u{1B}[32m45\u{1B}[0m"))
    }

    @Test func unlikeLinesAreNotPairedAndTheWorkIsBounded() {
        let unlike = DiffHunk.parse("@@ -1 +1 @@\n-alpha beta gamma\n+completely different words here\n")
        #expect(unlike[0].lines.allSatisfy { $0.changed.isEmpty })
        let long = String(repeating: "x ", count: 300)
        let bounded = DiffHunk.parse("@@ -1 +1 @@\n-\(long)a\n+\(long)b\n")
        #expect(bounded[0].lines.allSatisfy { $0.changed.isEmpty })
    }
}

/// Side by side and wrapped: old beside new in halves of the width, a long line continued on
/// further rows marked `↪`, and one column below the minimum width.
@Suite struct DiffLayoutTests {
    @Test func sideBySidePutsTheModifiedPairOnOneRowEachHalfNumbered() {
        let lines = DiffLines.lines(DiffLinesTests.patch, color: false, layout: DiffLayout(width: 140, sideBySide: true))
        #expect(lines[0] == "@@ -10,4 +10,4 @@ struct Client {")
        let pair = lines[2]
        #expect(pair.hasPrefix("11 │ -    var timeout = [-30-]"))
        #expect(pair.contains("│ 11 │ +    var timeout = {+45+}"))
        // The right half starts at the same column on every row.
        #expect(lines[1].firstRange(of: "│ 10 │")?.lowerBound.utf16Offset(in: lines[1]) == pair.firstRange(of: "│ 11 │")?.lowerBound.utf16Offset(in: pair))
        // A removed line with no partner stands alone on the left.
        #expect(lines[4].hasPrefix("13 │ -    let gone = true"))
        #expect(lines[4].hasSuffix("│ "))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 140 })
    }

    @Test func belowTheMinimumWidthSideBySideIsOneColumn() {
        #expect(DiffLayout(width: DiffLayout.sideBySideMinimum - 1, sideBySide: true).sideBySide == false)
        #expect(DiffLayout.fallsBack(askedSideBySide: true, width: DiffLayout.sideBySideMinimum - 1))
        #expect(!DiffLayout.fallsBack(askedSideBySide: true, width: DiffLayout.sideBySideMinimum))
        let lines = DiffLines.lines(DiffLinesTests.patch, color: false, layout: DiffLayout(width: 100, sideBySide: true))
        #expect(lines[2] == "11    │ -    var timeout = [-30-]")
    }

    @Test func aLongLineWrapsWithAContinuationMarkWithinTheWidth() {
        let long = "let message = \"" + String(repeating: "wide 漢字 ", count: 12) + "\""
        let lines = DiffLines.lines("@@ -1 +1 @@\n-\(long)\n+\(long)!\n", color: false, layout: DiffLayout(width: 40))
        #expect(lines.count > 3)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines[1].hasPrefix(" 1    │ -let message"))
        #expect(lines[2].hasPrefix("      │ ↪"))
        // Every character is kept, in order, across the rows.
        let removed = lines.dropFirst().prefix { !$0.hasPrefix("    1") }.map { $0.dropFirst(8) }.joined()
        #expect(removed.replacingOccurrences(of: "↪", with: "").replacingOccurrences(of: "[-", with: "").replacingOccurrences(of: "-]", with: "") == "-" + long)
    }
}
