import Models
import Testing

/// A hunk's lines classed by git's mark, the line's first byte, and numbered from its header.
@Suite struct DiffHunkTests {
    /// A `+` followed by a combining mark is one Character, yet an added line; the numbers after
    /// it stay right.
    @Test(arguments: ["+", "-"])
    func aMarkFollowedByACombiningCharacterIsStillTheMark(mark: String) throws {
        let hunks = DiffHunk.parse("@@ -10,3 +10,3 @@\n before\n\(mark)\u{0301}x\n after\n")
        let lines = try #require(hunks.first?.lines)
        #expect(lines.map(\.kind) == [.context, mark == "+" ? .added : .removed, .context])
        #expect(lines[1].text == "\u{0301}x")
        #expect(lines[1].old == (mark == "-" ? 11 : nil))
        #expect(lines[1].new == (mark == "+" ? 11 : nil))
        #expect(lines[2].text == "after")
        #expect(lines[2].old == (mark == "+" ? 11 : 12))
        #expect(lines[2].new == (mark == "+" ? 12 : 11))
    }
}
