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
        let longer = max(a.tokens.last?.range.upperBound ?? 0, b.tokens.last?.range.upperBound ?? 0)
        guard longer > 0, sharedCharacters * 2 >= longer else { return nil }
        var keptOld = [Bool](repeating: false, count: a.count)
        var keptNew = [Bool](repeating: false, count: b.count)
        for (i, j) in common { (keptOld[i], keptNew[j]) = (true, true) }
        return (ranges(a.tokens, keeping: keptOld), ranges(b.tokens, keeping: keptNew))
    }

    /// A line cut into tokens once, each token's hash beside it: most pairs of tokens differ in
    /// their hash, and only equal hashes compare the texts.
    private struct LineTokens {
        let tokens: [(text: String, range: Range<Int>)]
        let hashes: [Int]
        var count: Int { tokens.count }

        init(_ text: String) {
            tokens = WordDiff.tokens(text)
            hashes = tokens.map(\.text.hashValue)
        }
    }

    /// Words, runs of spaces, and each other character alone, with their character offsets.
    static func tokens(_ text: String) -> [(text: String, range: Range<Int>)] {
        // Plain ASCII (most code): a byte is a character (a line holds no "\r\n"), classed and
        // cut by its bytes; anything else by its characters.
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return characterTokens(text) }
        var result: [(String, Range<Int>)] = []
        var (start, kind) = (0, 0)
        for (offset, byte) in bytes.enumerated() {
            let isWord = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
            let next = isWord ? 1 : byte == 0x20 || (0x09...0x0D).contains(byte) ? 2 : 3
            if offset > start, next != kind || next == 3 {
                result.append((String(decoding: bytes[start..<offset], as: UTF8.self), start..<offset))
                start = offset
            }
            kind = next
        }
        if start < bytes.count { result.append((String(decoding: bytes[start...], as: UTF8.self), start..<bytes.count)) }
        return result
    }

    /// `tokens` for text that is not plain ASCII, by its characters.
    private static func characterTokens(_ text: String) -> [(text: String, range: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var current = ""
        var start = 0
        var offset = 0
        var kind = 0
        for character in text {
            let next = character.isLetter || character.isNumber || character == "_" ? 1 : character.isWhitespace ? 2 : 3
            if !current.isEmpty, next != kind || next == 3 {
                result.append((current, start..<offset))
                (current, start) = ("", offset)
            }
            current.append(character)
            kind = next
            offset += 1
        }
        if !current.isEmpty { result.append((current, start..<offset)) }
        return result
    }

    /// The pairs of indexes of a longest common subsequence of `a`'s and `b`'s tokens.
    private static func lcs(_ a: LineTokens, _ b: LineTokens) -> [(Int, Int)] {
        let (n, m) = (a.count, b.count)
        let same = { (i: Int, j: Int) in a.hashes[i] == b.hashes[j] && a.tokens[i].text == b.tokens[j].text }
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = same(i, j) ? table[(i + 1) * (m + 1) + j + 1] + 1 : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if same(i, j) {
                pairs.append((i, j))
                (i, j) = (i + 1, j + 1)
            } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// The ranges of the tokens not kept, those apart only by changed whitespace joined;
    /// whitespace alone is not a change.
    private static func ranges(_ tokens: [(text: String, range: Range<Int>)], keeping kept: [Bool]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        // Whether the last range may grow: nothing kept since it.
        var growing = false
        for (index, token) in tokens.enumerated() {
            if kept[index] {
                growing = false
            } else if !token.text.allSatisfy(\.isWhitespace) {
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
