/// Word-level emphasis, after delta: in a hunk, each run of removed lines is paired with the run
/// of added lines after it, line by line where they are alike (their tokens' longest common
/// subsequence covers at least half of them), and within a pair the tokens that differ are
/// marked. A line with no partner gets no marks.
///
/// The work is bounded: a run past `maxRunLines`, or a pair whose token product passes
/// `maxTokenProduct`, is drawn without emphasis, and once a hunk's pairing has spent
/// `maxHunkCells` the lines not yet paired are drawn without emphasis too. Each line is cut into
/// tokens once, however many partners it is tried against.
public enum WordDiff {
    /// The longest run of removed or added lines paired.
    public static let maxRunLines = Limit.wordDiffRunLines.value
    /// The most token comparisons for one pair of lines.
    public static let maxTokenProduct = Limit.wordDiffTokenProduct.value
    /// The most token comparisons (cells of the longest-common-subsequence tables) for all the
    /// pairs tried in one hunk together. Without it, 200 removed and 200 added unlike lines of
    /// 200 characters try every pair, as many as 1.6 × 10⁹ cells; a million is a few
    /// milliseconds, and covers 25 pairs at `maxTokenProduct` or thousands of ordinary lines.
    public static let maxHunkCells = Limit.wordDiffHunkCells.value

    /// `lines` with the changed parts of each paired line marked.
    public static func mark(_ lines: [DiffLine]) -> [DiffLine] {
        mark(lines, cellBudget: maxHunkCells).lines
    }

    /// `lines` with the changed parts of each paired line marked, pairs tried while their cells
    /// fit `cellBudget`; and the cells spent, which never pass it.
    static func mark(_ lines: [DiffLine], cellBudget: Int) -> (lines: [DiffLine], cells: Int) {
        var result = lines
        var cells = 0
        var index = 0
        while index < result.count {
            guard result[index].kind == .removed else {
                index += 1
                continue
            }
            let removed = index..<(result[index...].firstIndex { $0.kind != .removed } ?? result.endIndex)
            let added = removed.upperBound..<(result[removed.upperBound...].firstIndex { $0.kind != .added } ?? result.endIndex)
            index = added.upperBound
            guard !added.isEmpty, removed.count <= maxRunLines, added.count <= maxRunLines else { continue }
            let old = removed.map { LineTokens(result[$0].text) }
            let new = added.map { LineTokens(result[$0].text) }
            // In order: each removed line takes the first added line after the last one taken
            // that is alike enough.
            var next = 0
            for (line, tokens) in old.enumerated() where next < new.count {
                for candidate in next..<new.count {
                    let cost = tokens.count * new[candidate].count
                    guard cost <= maxTokenProduct else { continue }
                    // The hunk's budget spent: the rest is drawn unmarked.
                    guard cells + cost <= cellBudget else { return (result, cells) }
                    cells += cost
                    guard let marks = changes(tokens, new[candidate]) else { continue }
                    result[removed.lowerBound + line].changed = marks.old
                    result[added.lowerBound + candidate].changed = marks.new
                    next = candidate + 1
                    break
                }
            }
        }
        return (result, cells)
    }

    /// The changed parts of `a` and `b`, when they are alike enough to be a pair.
    private static func changes(_ a: LineTokens, _ b: LineTokens) -> (old: [Range<Int>], new: [Range<Int>])? {
        guard a.count > 0, b.count > 0 else { return nil }
        let common = lcs(a, b)
        // Lengths in characters from the tokens' offsets, not counted again.
        let sharedCharacters = common.reduce(0) { $0 + a.tokens[$1.0].range.count }
        // Alike: what they share is at least half of the longer one, whitespace aside.
        let longer = max(a.length, b.length)
        guard longer > 0, sharedCharacters * 2 >= longer else { return nil }
        return (ranges(a.tokens, keeping: common.lazy.map(\.0)), ranges(b.tokens, keeping: common.lazy.map(\.1)))
    }

    /// The pairs of indexes of a longest common subsequence of `a`'s and `b`'s tokens: the one a
    /// table over all of them gives, walked from the start, taking equal tokens whenever it
    /// meets them and otherwise stepping in `a` on a tie.
    ///
    /// The equal tokens at both ends are left out of the table (a line changed in one word needs
    /// about one cell). That gives the same pairs: the walk takes the equal tokens at the start
    /// one by one, and inside, every cell of the whole table is the smaller one's plus the
    /// tokens left out at the end. Only where the walk leaves the smaller table short of its
    /// corner can it differ: the whole table's walk goes on along the edge and pairs the first
    /// token there equal to the first token of the end; when there is one, the table is made
    /// again with the end in it.
    static func lcs(_ a: LineTokens, _ b: LineTokens) -> [(Int, Int)] {
        let (n, m) = (a.count, b.count)
        var start = 0
        while start < n, start < m, a.same(start, as: start, of: b) { start += 1 }
        var end = 0
        while end < n - start, end < m - start, a.same(n - 1 - end, as: m - 1 - end, of: b) { end += 1 }
        var pairs = (0..<start).map { ($0, $0) }
        let corner = (n - end, m - end)
        let (i, j) = walk(a, b, from: start, to: corner, into: &pairs)
        guard end > 0 else { return pairs }
        // Short of the corner, the whole table's walk would go on along its edge (in `a`
        // below `b`'s end, or in `b` beside `a`'s) and pair the first token equal to the end's.
        let strays =
            i < corner.0
            ? (i..<corner.0).contains { a.same($0, as: corner.1, of: b) }
            : (j..<corner.1).contains { a.same(corner.0, as: $0, of: b) }
        guard !strays else {
            pairs.removeSubrange(start...)
            walk(a, b, from: start, to: (n, m), into: &pairs)
            return pairs
        }
        return pairs + (0..<end).map { (corner.0 + $0, corner.1 + $0) }
    }

    /// The pairs of a longest common subsequence of `a`'s tokens from `start` to `corner.0` and
    /// `b`'s from `start` to `corner.1`, appended to `pairs`, by a table and a walk from its
    /// start; and where the walk stopped.
    @discardableResult
    private static func walk(_ a: LineTokens, _ b: LineTokens, from start: Int, to corner: (Int, Int), into pairs: inout [(Int, Int)]) -> (Int, Int) {
        let (n, m) = (corner.0 - start, corner.1 - start)
        guard n > 0, m > 0 else { return (start, start) }
        let same = { (i: Int, j: Int) in a.same(start + i, as: start + j, of: b) }
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = same(i, j) ? table[(i + 1) * (m + 1) + j + 1] + 1 : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var (i, j) = (0, 0)
        while i < n, j < m {
            if same(i, j) {
                pairs.append((start + i, start + j))
                (i, j) = (i + 1, j + 1)
            } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return (start + i, start + j)
    }

    /// The ranges of the tokens not kept (`kept` in order), those apart only by changed
    /// whitespace joined; whitespace alone is not a change.
    private static func ranges(_ tokens: [LineTokens.Token], keeping kept: some Sequence<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var nextKept = kept.makeIterator()
        var keptIndex = nextKept.next()
        // Whether the last range may grow: nothing kept since it.
        var growing = false
        for (index, token) in tokens.enumerated() {
            if index == keptIndex {
                growing = false
                keptIndex = nextKept.next()
            } else if !token.isBlank {
                if growing, let last = result.last {
                    result[result.count - 1] = last.lowerBound..<token.range.upperBound
                } else {
                    result.append(token.range)
                }
                growing = true
            }
        }
        return result
    }
}
