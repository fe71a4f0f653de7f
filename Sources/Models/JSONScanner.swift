import Foundation

/// Finds the parts of a JSON document by its bytes, without parsing values: the elements of an
/// array and the members of an object, as byte ranges into the document.
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
            var cursor = Cursor(raw)
            return Result { () throws(Malformed) in try cursor.elements() }
        }.get()
    }

    /// The members of the top-level object in `bytes`, in document order.
    public static func members(ofObject bytes: Data) throws(Malformed) -> [Member] {
        try bytes.withUnsafeBytes { raw in
            var cursor = Cursor(raw)
            return Result { () throws(Malformed) in try cursor.members() }
        }.get()
    }

    /// Walks bytes; every read is bounds-checked.
    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        private var atEnd: Bool { index >= bytes.count }
        private var current: UInt8 { bytes[index] }

        mutating func skipSpace() {
            while !atEnd, [0x20, 0x0A, 0x0D, 0x09].contains(current) { index += 1 }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Malformed) {
            skipSpace()
            guard !atEnd, current == byte else { throw Malformed(reason: "expected \(what) at byte \(index)") }
            index += 1
        }

        mutating func elements() throws(Malformed) -> [Range<Int>] {
            try expect(UInt8(ascii: "["), "'['")
            var ranges: [Range<Int>] = []
            skipSpace()
            if !atEnd, current == UInt8(ascii: "]") { return ranges }
            while true {
                ranges.append(try value())
                skipSpace()
                guard !atEnd else { throw Malformed(reason: "unterminated array") }
                if current == UInt8(ascii: "]") { return ranges }
                try expect(UInt8(ascii: ","), "',' or ']'")
            }
        }

        mutating func members() throws(Malformed) -> [Member] {
            try expect(UInt8(ascii: "{"), "'{'")
            var members: [Member] = []
            skipSpace()
            if !atEnd, current == UInt8(ascii: "}") { return members }
            while true {
                skipSpace()
                let keyRange = try string()
                let key = Self.decodeKey(UnsafeRawBufferPointer(rebasing: bytes[keyRange]))
                try expect(UInt8(ascii: ":"), "':'")
                members.append(Member(key: key, value: try value()))
                skipSpace()
                guard !atEnd else { throw Malformed(reason: "unterminated object") }
                if current == UInt8(ascii: "}") { return members }
                try expect(UInt8(ascii: ","), "',' or '}'")
            }
        }

        /// The range of one value, whitespace excluded.
        mutating func value() throws(Malformed) -> Range<Int> {
            skipSpace()
            guard !atEnd else { throw Malformed(reason: "expected a value at byte \(index)") }
            switch current {
            case UInt8(ascii: "\""):
                return try string()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return try container()
            default:
                let start = index
                while !atEnd, !Self.isDelimiter(current) { index += 1 }
                guard index > start else { throw Malformed(reason: "expected a value at byte \(start)") }
                return start..<index
            }
        }

        /// A string token, quotes included. The closing quote is found with `memchr` (most
        /// strings hold no escape), then checked: a quote after an odd run of backslashes is
        /// escaped and the search goes on.
        mutating func string() throws(Malformed) -> Range<Int> {
            let start = index
            guard !atEnd, current == UInt8(ascii: "\""), let base = bytes.baseAddress else {
                throw Malformed(reason: "expected a string at byte \(index)")
            }
            index += 1
            while index < bytes.count {
                guard let found = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index) else { break }
                let quote = base.distance(to: UnsafeRawPointer(found))
                var slashes = 0
                while quote - slashes - 1 > start, bytes[quote - slashes - 1] == UInt8(ascii: "\\") { slashes += 1 }
                index = quote + 1
                if slashes % 2 == 0 { return start..<index }
            }
            throw Malformed(reason: "unterminated string at byte \(start)")
        }

        /// An object or array, by depth; strings are skipped whole so brackets inside them are
        /// not counted.
        mutating func container() throws(Malformed) -> Range<Int> {
            let start = index
            var depth = 0
            while !atEnd {
                switch current {
                case UInt8(ascii: "\""):
                    _ = try string()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return start..<index
                    }
                default: break
                }
                index += 1
            }
            throw Malformed(reason: "unterminated container at byte \(start)")
        }

        private static func isDelimiter(_ byte: UInt8) -> Bool {
            [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(byte)
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
