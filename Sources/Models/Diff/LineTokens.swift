/// A line cut into `WordDiff`'s tokens once, however many partners it is tried against: words,
/// runs of whitespace, and each other character alone, each as its character offsets in the line
/// and a hash, so most pairs of tokens are told apart by their hashes alone.
///
/// A plain ASCII line (most code) keeps its bytes and no text per token: a byte is a character,
/// and a token is compared by its bytes. Any other line keeps each token's text, compared as
/// `String`s are (by canonical equivalence), as is a token of one kind of line against one of
/// the other.
struct LineTokens {
    /// One token: where it is, its hash, and whether it is whitespace alone (never a change).
    struct Token {
        /// Its offsets in the line's characters.
        var range: Range<Int>
        /// Its bytes' hash in a plain ASCII line, its text's `hashValue` in any other.
        var hash: Int
        /// Whether it is a run of whitespace.
        var isBlank: Bool
    }

    /// The tokens in order.
    let tokens: [Token]
    /// The line's bytes when it is plain ASCII; empty otherwise.
    private let bytes: [UInt8]
    /// Each token's text when the line is not plain ASCII; empty otherwise.
    private let texts: [String]
    /// Whether the line is plain ASCII.
    private let isASCII: Bool

    /// The number of tokens.
    var count: Int { tokens.count }

    /// The characters of the line, as the end of its last token.
    var length: Int { tokens.last?.range.upperBound ?? 0 }

    /// `text` cut into tokens.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            (self.bytes, isASCII) = ([], false)
            (tokens, texts) = Self.characterTokens(text)
            return
        }
        (self.bytes, texts, isASCII) = (bytes, [], true)
        tokens = Self.asciiTokens(bytes)
    }

    /// Whether token `index` here is token `other` of `line`.
    func same(_ index: Int, as other: Int, of line: LineTokens) -> Bool {
        switch (isASCII, line.isASCII) {
        case (true, true):
            let (mine, theirs) = (tokens[index], line.tokens[other])
            return mine.hash == theirs.hash && bytes[mine.range].elementsEqual(line.bytes[theirs.range])
        case (false, false):
            return tokens[index].hash == line.tokens[other].hash && texts[index] == line.texts[other]
        default:
            // Hashed differently: compared as text, as rare as a line of plain ASCII beside one
            // that is not.
            return text(index) == line.text(other)
        }
    }

    /// Token `index`'s text.
    private func text(_ index: Int) -> String {
        isASCII ? String(decoding: bytes[tokens[index].range], as: UTF8.self) : texts[index]
    }

    /// The tokens of a plain ASCII line, cut by its bytes (a line holds no "\r\n", so a byte is
    /// a character).
    private static func asciiTokens(_ bytes: [UInt8]) -> [Token] {
        var result: [Token] = []
        var (start, kind) = (0, 0)
        // FNV-1a over the token's bytes so far.
        let seed = Int(bitPattern: 0xcbf2_9ce4_8422_2325)
        var hash = seed
        for (offset, byte) in bytes.enumerated() {
            let isWord = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
            let next = isWord ? 1 : byte == 0x20 || (0x09...0x0D).contains(byte) ? 2 : 3
            if offset > start, next != kind || next == 3 {
                result.append(Token(range: start..<offset, hash: hash, isBlank: kind == 2))
                (start, hash) = (offset, seed)
            }
            hash = (hash ^ Int(byte)) &* 0x100_0000_01b3
            kind = next
        }
        if start < bytes.count { result.append(Token(range: start..<bytes.count, hash: hash, isBlank: kind == 2)) }
        return result
    }

    /// The tokens of a line that is not plain ASCII, cut by its characters, and their texts.
    private static func characterTokens(_ text: String) -> ([Token], [String]) {
        var tokens: [Token] = []
        var texts: [String] = []
        var current = ""
        var (start, offset, kind) = (0, 0, 0)
        for character in text {
            let next = character.isLetter || character.isNumber || character == "_" ? 1 : character.isWhitespace ? 2 : 3
            if !current.isEmpty, next != kind || next == 3 {
                tokens.append(Token(range: start..<offset, hash: current.hashValue, isBlank: kind == 2))
                texts.append(current)
                (current, start) = ("", offset)
            }
            current.append(character)
            kind = next
            offset += 1
        }
        if !current.isEmpty {
            tokens.append(Token(range: start..<offset, hash: current.hashValue, isBlank: kind == 2))
            texts.append(current)
        }
        return (tokens, texts)
    }
}
