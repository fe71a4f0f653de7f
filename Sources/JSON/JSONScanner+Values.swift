import Foundation

/// The scanner's tokens read as `Decodable` reads them: a member's value as `decodeIfPresent`
/// takes a string, a Bool or an Int, plain text and numbers, and the walk through an object's
/// members or an array's elements that the fast readers (`ScannedElement`) are made of.
extension JSONScanner.Tokens {
    /// Whether the document has ended, well formed: no token left, and none cut short.
    public mutating func isAtEnd() -> Bool {
        next() == nil && malformed == nil
    }

    /// A member's value as `decodeIfPresent(String.self)` reads it: `.some(nil)` for null, the
    /// text of a plain string; nil for anything else (the decoder's to read).
    public func optionalString(_ token: JSONScanner.Token) -> String?? {
        switch token {
        case .string(let range): return plainString(range).map { .some($0) }
        case .scalar(let range) where isNull(range): return .some(nil)
        default: return nil
        }
    }

    /// A member's value as `decodeIfPresent(Bool.self)` reads it; nil for anything else.
    public func optionalBool(_ token: JSONScanner.Token) -> Bool?? {
        guard case .scalar(let range) = token else { return nil }
        let scalar = UnsafeRawBufferPointer(rebasing: bytes[range])
        if scalar.elementsEqual("true".utf8) { return .some(true) }
        if scalar.elementsEqual("false".utf8) { return .some(false) }
        return isNull(range) ? .some(nil) : nil
    }

    /// A member's value as `decodeIfPresent(Int.self)` reads it, in JSON's plain integer form;
    /// nil for anything else.
    public func optionalInt(_ token: JSONScanner.Token) -> Int?? {
        guard case .scalar(let range) = token else { return nil }
        if isNull(range) { return .some(nil) }
        return plainInt(range).map { .some($0) }
    }

    /// Whether the scalar at `range` is `null`.
    public func isNull(_ range: Range<Int>) -> Bool {
        UnsafeRawBufferPointer(rebasing: bytes[range]).elementsEqual("null".utf8)
    }

    /// The text of a string token at `range`, its escapes resolved as the decoder resolves them
    /// (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX` with surrogate pairs); nil
    /// for what the decoder refuses (another escape, a lone surrogate, a raw control byte,
    /// invalid UTF-8), for the decoder to read and say why.
    public func plainString(_ range: Range<Int>) -> String? {
        let inner = UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)])
        switch Self.plainness(inner) {
        case .ascii: return String(decoding: inner, as: UTF8.self)
        case .unicode: return String(validating: inner, as: UTF8.self)
        case .escaped: return Self.unescaped(inner).flatMap { String(validating: $0, as: UTF8.self) }
        }
    }

    /// Whether a string token reads, as `plainString` reads it, without making the string.
    public func isPlainString(_ range: Range<Int>) -> Bool {
        let inner = UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)])
        switch Self.plainness(inner) {
        case .ascii: return true
        case .unicode: return String(validating: inner, as: UTF8.self) != nil
        case .escaped: return Self.unescaped(inner).map { String(validating: $0, as: UTF8.self) != nil } ?? false
        }
    }

    /// Whether a string token is a member name read byte for byte: no escape to resolve first.
    func isVerbatimKey(_ range: Range<Int>) -> Bool {
        let inner = UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)])
        switch Self.plainness(inner) {
        case .ascii: return true
        case .unicode: return String(validating: inner, as: UTF8.self) != nil
        case .escaped: return false
        }
    }

    /// What a string's bytes hold: only printable ASCII, other UTF-8 too (to be validated), or an
    /// escape or a control byte.
    private enum Plainness { case ascii, unicode, escaped }

    private static func plainness(_ inner: UnsafeRawBufferPointer) -> Plainness {
        var plainness = Plainness.ascii
        for byte in inner {
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return .escaped }
            if byte >= 0x80 { plainness = .unicode }
        }
        return plainness
    }

    /// A string's bytes with its escapes resolved to UTF-8; nil for a raw control byte, an escape
    /// JSON does not have, or a surrogate without its pair.
    private static func unescaped(_ inner: UnsafeRawBufferPointer) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(inner.count)
        var index = 0
        while index < inner.count {
            let byte = inner[index]
            index += 1
            guard byte >= 0x20 else { return nil }
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            guard index < inner.count else { return nil }
            let escape = inner[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex(inner, at: index) else { return nil }
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by its low one.
                    guard index + 1 < inner.count, inner[index] == UInt8(ascii: "\\"), inner[index + 1] == UInt8(ascii: "u"),
                        let low = hex(inner, at: index + 2),
                        (0xDC00...0xDFFF).contains(low)
                    else { return nil }
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    return nil
                }
                guard let character = Unicode.Scalar(scalar) else { return nil }
                output += Array(String(character).utf8)
            default: return nil
            }
        }
        return output
    }

    /// The four hexadecimal digits at `index` of `inner`, as a number; nil when they are not.
    private static func hex(_ inner: UnsafeRawBufferPointer, at index: Int) -> UInt32? {
        guard index + 4 <= inner.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = inner[index + offset]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A scalar token's value as an `Int`, when it is JSON's plain integer form: an optional
    /// minus, then `0` or digits not starting with `0`.
    public func plainInt(_ range: Range<Int>) -> Int? {
        let scalar = UnsafeRawBufferPointer(rebasing: bytes[range])
        let digits = scalar.first == UInt8(ascii: "-") ? UnsafeRawBufferPointer(rebasing: scalar[1...]) : scalar
        guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }), first != 0x30 || digits.count == 1 else { return nil }
        return Int(String(decoding: scalar, as: UTF8.self))
    }

    /// Whether a scalar token is a JSON literal or number as the grammar writes them.
    public func isLiteral(_ range: Range<Int>) -> Bool {
        let scalar = UnsafeRawBufferPointer(rebasing: bytes[range])
        if scalar.elementsEqual("true".utf8) || scalar.elementsEqual("false".utf8) || scalar.elementsEqual("null".utf8) { return true }
        var index = 0
        func digits() -> Int {
            let start = index
            while index < scalar.count, (0x30...0x39).contains(scalar[index]) { index += 1 }
            return index - start
        }
        if index < scalar.count, scalar[index] == UInt8(ascii: "-") { index += 1 }
        let whole = index
        guard digits() > 0, scalar[whole] != 0x30 || index == whole + 1 else { return false }
        if index < scalar.count, scalar[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < scalar.count, scalar[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < scalar.count, scalar[index] == UInt8(ascii: "+") || scalar[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == scalar.count
    }

    /// Reads past the value `first` starts, checking it as the decoder would: plain strings and
    /// keys, literals, containers well formed and at most 64 deep. false when it is not so (the
    /// decoder then reads the document, and says what is wrong).
    public mutating func skipValue(startingWith first: JSONScanner.Token, depth: Int = 0) -> Bool {
        switch first {
        case .string(let range): return isPlainString(range)
        case .scalar(let range): return isLiteral(range)
        case .close, .comma, .colon: return false
        case .open(let bracket):
            guard depth < 64 else { return false }
            return container(bracket) { _, value, tokens in tokens.skipValue(startingWith: value, depth: depth + 1) }
        }
    }

    /// Reads the container whose opening `bracket` (`{` or `[`) was just read, handing each
    /// member's plain key (nil in an array) and its value's first token to `take`, which reads
    /// the value. false when the container is not well formed or plain, or `take` refuses: the
    /// one walk of an object or array, for what is read and what is skipped alike.
    public mutating func container(_ bracket: UInt8, _ take: (_ key: ScannedKey?, _ first: JSONScanner.Token, inout Self) -> Bool) -> Bool {
        let isArray = bracket == UInt8(ascii: "[")
        let closing = JSONScanner.Token.close(isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
        var token = next()
        if token == closing { return true }
        while true {
            var key: ScannedKey?
            if !isArray {
                guard case .string(let range)? = token, isVerbatimKey(range), next() == .colon else { return false }
                key = ScannedKey(bytes: UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]))
                token = next()
            }
            guard let value = token, take(key, value, &self) else { return false }
            switch next() {
            case .comma?: token = next()
            case closing?: return true
            default: return false
            }
        }
    }
}
