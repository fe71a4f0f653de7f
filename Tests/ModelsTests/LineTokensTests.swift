import TestSupport
import Testing

@testable import Models

/// `LineTokens` and `WordDiff.lcs` against the plain forms they stand for: tokens cut by
/// characters and compared as `String`s, and a longest common subsequence from one table over
/// all the tokens, walked from its start. Lines are drawn from a few tokens (so equal tokens
/// abound at both ends and in the middle), plain ASCII, not, and one beside the other.
@Suite struct LineTokensTests {
    /// Pieces lines are made of: words, whitespace, punctuation, and text that is not plain
    /// ASCII, including the Kelvin sign, which is canonically equivalent to "K".
    static let pieces = ["a", "b", "K", "let", "x1", " ", "  ", "\t", "=", "(", ")", ".", "é", "e\u{301}", "\u{212A}", "日本", "🙂", "_"]

    /// A line of up to `count` pieces.
    static func line(_ count: Int, ascii: Bool, using generator: inout SeededGenerator) -> String {
        let choices = ascii ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
        return (0..<Int.random(in: 0...count, using: &generator)).map { _ in choices.randomElement(using: &generator) ?? "" }.joined()
    }

    /// The tokens of `text` cut by its characters, as `WordDiff` has always cut them.
    static func referenceTokens(_ text: String) -> [(text: String, range: Range<Int>)] {
        var result: [(text: String, range: Range<Int>)] = []
        var (current, start, offset, kind) = ("", 0, 0, 0)
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

    /// The pairs of one table over all of `a`'s and `b`'s tokens, walked from its start, taking
    /// equal tokens and otherwise stepping in `a` on a tie.
    static func referenceLCS(_ a: [String], _ b: [String]) -> [[Int]] {
        let (n, m) = (a.count, b.count)
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairs: [[Int]] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if a[i] == b[j] {
                pairs.append([i, j])
                (i, j) = (i + 1, j + 1)
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// Every token where the characters put it, blank when it is whitespace alone, equal to
    /// another exactly when their texts are equal.
    @Test(arguments: [(true, true), (false, false), (true, false)])
    func tokensAreTheCharactersTokensComparedAsText(ascii: (Bool, Bool)) {
        var generator = SeededGenerator(seed: 52)
        for _ in 0..<300 {
            let (first, second) = (Self.line(12, ascii: ascii.0, using: &generator), Self.line(12, ascii: ascii.1, using: &generator))
            let (a, b) = (LineTokens(first), LineTokens(second))
            let (expectedA, expectedB) = (Self.referenceTokens(first), Self.referenceTokens(second))
            #expect(a.tokens.map(\.range) == expectedA.map(\.range), "\(first.debugDescription)")
            #expect(a.tokens.map(\.isBlank) == expectedA.map { $0.text.allSatisfy(\.isWhitespace) })
            for i in expectedA.indices {
                for j in expectedB.indices where a.same(i, as: j, of: b) != (expectedA[i].text == expectedB[j].text) {
                    Issue.record("\(first.debugDescription) token \(i) against \(second.debugDescription) token \(j)")
                }
            }
        }
    }

    /// The pairs with the equal ends left out of the table are the pairs of the whole table,
    /// over 3,000 seeded pairs of lines from a few tokens each.
    @Test(arguments: [(true, true), (false, false), (true, false)])
    func pairsAreTheWholeTablesPairs(ascii: (Bool, Bool)) {
        var generator = SeededGenerator(seed: 0x52)
        for _ in 0..<1_000 {
            let (first, second) = (Self.line(14, ascii: ascii.0, using: &generator), Self.line(14, ascii: ascii.1, using: &generator))
            let expected = Self.referenceLCS(Self.referenceTokens(first).map(\.text), Self.referenceTokens(second).map(\.text))
            let pairs = WordDiff.lcs(LineTokens(first), LineTokens(second)).map { [$0.0, $0.1] }
            #expect(pairs == expected, "\(first.debugDescription) against \(second.debugDescription)")
        }
    }

    /// A line changed in one word, at its start, its end or inside: the words around it pair.
    @Test func aChangedWordAtEitherEndOrInsideLeavesTheRestPaired() {
        for (old, new) in [("x = 1", "y = 1"), ("x = 1", "x = 2"), ("a b c", "a d c"), ("a a a", "a a"), ("", "a")] {
            let expected = Self.referenceLCS(Self.referenceTokens(old).map(\.text), Self.referenceTokens(new).map(\.text))
            #expect(WordDiff.lcs(LineTokens(old), LineTokens(new)).map { [$0.0, $0.1] } == expected, "\(old) against \(new)")
        }
    }
}
