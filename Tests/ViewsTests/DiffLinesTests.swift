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
