import Foundation

/// The one JSON lexer of `repos`: it reads a document by its bytes, without parsing values, as
/// tokens (`Tokens`), and from them finds the elements of an array and the members of an object
/// as byte ranges into the document. The JSON writers lay documents out from the same tokens.
///
/// `JSONSerialization` and `Codable` lose key order, unknown fields and number text; slicing the
/// bytes GitHub sent keeps all three. The scanner trusts the syntax (the same bytes have been
/// through `JSONDecoder`), but it never reads out of bounds: malformed input ends in an error.
public enum JSONScanner {
    /// The document is not the shape asked for.
    public struct Malformed: Error, Equatable, Sendable {
        /// What was expected, and at which byte.
        public let reason: String

        /// Creates the error.
        public init(reason: String) { self.reason = reason }
    }

    /// One member of an object: its key (decoded) and the byte range of its value.
    public struct Member: Sendable {
        /// The key, with escapes resolved.
        public let key: String
        /// Where the value's bytes are.
        public let value: Range<Int>
    }

    /// One token of a document.
    public enum Token: Equatable, Sendable {
        /// `{` or `[`, the byte itself.
        case open(UInt8)
        /// `}` or `]`, the byte itself.
        case close(UInt8)
        /// `,`.
        case comma
        /// `:`.
        case colon
        /// A string, its quotes included.
        case string(Range<Int>)
        /// A number, `true`, `false` or `null`, as written.
        case scalar(Range<Int>)
    }

    /// The tokens of a document, whitespace skipped, every read bounds-checked. An unterminated
    /// string ends the tokens and sets `malformed`. Inlinable: the JSON writers in Views walk
    /// every byte of a listing through it, and a call per token across modules cost a tenth of
    /// their time.
    public struct Tokens: IteratorProtocol {
        /// The document.
        public let bytes: UnsafeRawBufferPointer
        /// Where the next token is looked for.
        public var index: Int { position }
        /// Why the tokens ended early, if they did.
        public var malformed: String? { failure }

        @usableFromInline var position = 0
        @usableFromInline var failure: String?

        /// The tokens of `bytes`, from the start.
        @inlinable
        public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        /// The next token, or nil at the end.
        @inlinable
        public mutating func next() -> Token? {
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case 0x20, 0x0A, 0x0D, 0x09:
                    position += 1
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    position += 1
                    return .open(byte)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    position += 1
                    return .close(byte)
                case UInt8(ascii: ","):
                    position += 1
                    return .comma
                case UInt8(ascii: ":"):
                    position += 1
                    return .colon
                case UInt8(ascii: "\""):
                    return string()
                default:
                    let start = position
                    position += 1
                    while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
                    return .scalar(start..<position)
                }
            }
            return nil
        }

        /// A string token. The closing quote is found with `memchr` (most strings hold no escape),
        /// then checked: a quote after an odd run of backslashes is escaped and the search goes on.
        @inlinable
        mutating func string() -> Token? {
            let start = position
            guard let base = bytes.baseAddress else { return nil }
            position += 1
            while position < bytes.count {
                guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), bytes.count - position) else { break }
                let quote = base.distance(to: UnsafeRawPointer(found))
                var slashes = 0
                while quote - slashes - 1 > start, bytes[quote - slashes - 1] == UInt8(ascii: "\\") { slashes += 1 }
                position = quote + 1
                if slashes % 2 == 0 { return .string(start..<position) }
            }
            position = bytes.count
            failure = "unterminated string at byte \(start)"
            return nil
        }

        /// Whether `byte` ends a number or literal.
        @inlinable
        static func endsScalar(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09: return true
            default: return false
            }
        }
    }

    /// The bytes at `range` (offsets from the start, as this scanner gives them) of `bytes`, which
    /// may itself be a slice.
    public static func slice(_ bytes: Data, _ range: Range<Int>) -> Data {
        bytes.subdata(in: bytes.startIndex + range.lowerBound..<bytes.startIndex + range.upperBound)
    }

    /// The member `key` of the top-level object in `bytes`, if it has one.
    public static func member(_ key: String, ofObject bytes: Data) throws(Malformed) -> Member? {
        try members(ofObject: bytes).first { $0.key == key }
    }

    /// The byte ranges of the elements of the top-level array in `bytes`.
    public static func elements(ofArray bytes: Data) throws(Malformed) -> [Range<Int>] {
        try bytes.withUnsafeBytes { raw in
            var reader = Reader(tokens: Tokens(raw))
            return Result { () throws(Malformed) in try reader.elements() }
        }.get()
    }

    /// The members of the top-level object in `bytes`, in document order.
    public static func members(ofObject bytes: Data) throws(Malformed) -> [Member] {
        try bytes.withUnsafeBytes { raw in
            var reader = Reader(tokens: Tokens(raw))
            return Result { () throws(Malformed) in try reader.members() }
        }.get()
    }

    /// Reads a document's structure from its tokens.
    private struct Reader {
        var tokens: Tokens

        mutating func token(_ what: String) throws(Malformed) -> Token {
            guard let token = tokens.next() else { throw Malformed(reason: tokens.malformed ?? "expected \(what) at the end") }
            return token
        }

        mutating func elements() throws(Malformed) -> [Range<Int>] {
            guard case .open(UInt8(ascii: "[")) = try token("'['") else { throw Malformed(reason: "expected '['") }
            var ranges: [Range<Int>] = []
            var next = try token("a value or ']'")
            if next == .close(UInt8(ascii: "]")) { return ranges }
            while true {
                ranges.append(try value(startingWith: next))
                switch try token("',' or ']'") {
                case .close(UInt8(ascii: "]")): return ranges
                case .comma: next = try token("a value")
                default: throw Malformed(reason: "expected ',' or ']' before byte \(tokens.index)")
                }
            }
        }

        mutating func members() throws(Malformed) -> [Member] {
            guard case .open(UInt8(ascii: "{")) = try token("'{'") else { throw Malformed(reason: "expected '{'") }
            var members: [Member] = []
            var next = try token("a key or '}'")
            if next == .close(UInt8(ascii: "}")) { return members }
            while true {
                guard case .string(let keyRange) = next else { throw Malformed(reason: "expected a key before byte \(tokens.index)") }
                guard try token("':'") == .colon else { throw Malformed(reason: "expected ':' before byte \(tokens.index)") }
                let key = Self.decodeKey(UnsafeRawBufferPointer(rebasing: tokens.bytes[keyRange]))
                members.append(Member(key: key, value: try value(startingWith: try token("a value"))))
                switch try token("',' or '}'") {
                case .close(UInt8(ascii: "}")): return members
                case .comma: next = try token("a key")
                default: throw Malformed(reason: "expected ',' or '}' before byte \(tokens.index)")
                }
            }
        }

        /// The range of the value `first` starts: a string or scalar itself, or a container to
        /// its matching close.
        mutating func value(startingWith first: Token) throws(Malformed) -> Range<Int> {
            switch first {
            case .string(let range), .scalar(let range):
                return range
            case .open:
                let start = tokens.index - 1
                var depth = 1
                while depth > 0 {
                    switch try token("the end of a container") {
                    case .open: depth += 1
                    case .close: depth -= 1
                    default: break
                    }
                }
                return start..<tokens.index
            case .close, .comma, .colon:
                throw Malformed(reason: "expected a value before byte \(tokens.index)")
            }
        }

        /// A key's text; keys with escapes (rare in GitHub's objects) go through the decoder.
        private static func decodeKey(_ token: UnsafeRawBufferPointer) -> String {
            if !token.contains(UInt8(ascii: "\\")), token.count >= 2 {
                return String(decoding: UnsafeRawBufferPointer(rebasing: token[1..<token.count - 1]), as: UTF8.self)
            }
            return (try? JSONDecoder().decode(String.self, from: Data(token))) ?? ""
        }
    }
}
