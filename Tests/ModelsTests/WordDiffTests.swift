import Testing

@testable import Models

/// Word-level emphasis within its bounds: a hunk's pairing spends at most `WordDiff.maxHunkCells`
/// token comparisons, however many unlike lines it holds, and the lines past the budget are
/// drawn unmarked.
@Suite struct WordDiffTests {
    /// `count` removed lines, then `count` added ones, each 200 characters of 200 one-character
    /// tokens (the most a pair may compare), no removed line like any added one.
    static func unlikeRuns(_ count: Int) -> [DiffLine] {
        let removed = String(repeating: "a.", count: 100)
        let added = String(repeating: "b,", count: 100)
        return (0..<count).map { DiffLine(kind: .removed, text: removed, old: $0 + 1, new: nil) }
            + (0..<count).map { DiffLine(kind: .added, text: added, old: nil, new: $0 + 1) }
    }

    /// Tried pair by pair, 200 × 200 such lines are 1.6 × 10⁹ comparisons; the hunk stops at its
    /// budget and draws them all unmarked.
    @Test func twoHundredUnlikeLinesEachSideStayWithinTheHunksBudget() {
        let lines = Self.unlikeRuns(WordDiff.maxRunLines)
        #expect(lines[0].text.count == 200)
        let (marked, cells) = WordDiff.mark(lines, cellBudget: WordDiff.maxHunkCells)
        #expect(cells <= WordDiff.maxHunkCells)
        #expect(cells > 0)
        #expect(marked == lines)
        #expect(WordDiff.mark(lines) == lines)
    }

    /// The same through the parser: every line kept, numbered, unmarked.
    @Test func aHunkOfTwoHundredUnlikeLinesEachSideIsParsedWhole() {
        let lines = Self.unlikeRuns(WordDiff.maxRunLines)
        let patch = "@@ -1,200 +1,200 @@\n" + lines.map { ($0.kind == .removed ? "-" : "+") + $0.text }.joined(separator: "\n") + "\n"
        let hunks = DiffHunk.parse(patch)
        #expect(hunks.count == 1)
        #expect(hunks[0].lines == lines)
    }

    /// Alike pairs are marked while the budget lasts; the pairs past it are drawn unmarked.
    @Test func pairsPastTheBudgetAreDrawnUnmarked() {
        let old = ["let timeout = 30", "let retries = 3", "let delay = 5"]
        let new = ["let timeout = 45", "let retries = 4", "let delay = 6"]
        let lines =
            old.enumerated().map { DiffLine(kind: .removed, text: $1, old: $0 + 1, new: nil) }
            + new.enumerated().map { DiffLine(kind: .added, text: $1, old: nil, new: $0 + 1) }
        // Each line is 7 tokens: one pair costs 49 comparisons.
        let whole = WordDiff.mark(lines, cellBudget: WordDiff.maxHunkCells)
        #expect(whole.cells == 3 * 49)
        #expect(whole.lines.allSatisfy { !$0.changed.isEmpty })
        #expect(whole.lines[0].changed == [14..<16])
        #expect(whole.lines[3].changed == [14..<16])
        let cut = WordDiff.mark(lines, cellBudget: 49)
        #expect(cut.cells == 49)
        #expect(cut.lines.map { !$0.changed.isEmpty } == [true, false, false, true, false, false])
    }
}
