import Foundation
import JSON
import Models

/// Re-lays JSON bytes as `jq` does (two-space indent, `"key": value`) or compactly, copying
/// every string, number and literal token as it came: key order, number text and unknown fields
/// survive. Strings are re-escaped only where a raw character could act on a terminal.
///
/// It trusts the syntax (the bytes have been through `JSONDecoder`) and reads only in bounds.
enum JSONFormatter {
    /// `jq`'s default palette (1.7): SGR codes for null, false, true, numbers, strings, arrays,
    /// objects and object keys.
    struct Palette {
        var null = "0;90", boolean = "0;39", number = "0;39", string = "0;32", container = "1;39", key = "34;1"

        static let jq = Palette()
    }

    /// How much `append` lets `out` hold before handing it to `drain`.
    static let drainThreshold = 64 * 1024

    /// Appends `value` to `out`, indented as if it stood at `depth` when `pretty`, coloured with
    /// `palette` when one is given. `drain`, when given, is handed `out` after a comma once it
    /// holds `drainThreshold` bytes, to write and empty it: one large object (a commit of
    /// 100,000 files) then never sits in memory twice over.
    static func append(
        _ value: UnsafeRawBufferPointer, pretty: Bool, depth: Int = 0, palette: Palette? = nil, to out: inout [UInt8],
        drain: (inout [UInt8]) -> Void = { _ in }
    ) {
        var depth = depth
        var tokens = JSONScanner.Tokens(value)
        // Which containers are open, to tell an object's keys from its values.
        var inObject: [Bool] = []
        var expectingKey = false
        // A container just opened and not yet written: `[]` and `{}` stay on one line.
        var opened: UInt8?
        func paint(_ code: String?, _ bytes: () -> Void) {
            guard let code else { return bytes() }
            out.append(contentsOf: Array("\u{1B}[\(code)m".utf8))
            bytes()
            out.append(contentsOf: Array("\u{1B}[0m".utf8))
        }
        while let token = tokens.next() {
            if let open = opened {
                opened = nil
                if case .close(let close) = token {
                    paint(palette?.container) { out.append(contentsOf: [open, close]) }
                    expectingKey = false
                    continue
                }
                paint(palette?.container) { out.append(open) }
                inObject.append(open == UInt8(ascii: "{"))
                expectingKey = open == UInt8(ascii: "{")
                depth += 1
                if pretty { newline(depth, &out) }
            }
            switch token {
            case .open(let byte):
                opened = byte
            case .close(let byte):
                depth -= 1
                _ = inObject.popLast()
                if pretty { newline(depth, &out) }
                paint(palette?.container) { out.append(byte) }
            case .comma:
                out.append(UInt8(ascii: ","))
                expectingKey = inObject.last ?? false
                if pretty { newline(depth, &out) }
                if out.count >= drainThreshold { drain(&out) }
            case .colon:
                out.append(UInt8(ascii: ":"))
                expectingKey = false
                if pretty { out.append(0x20) }
            case .string(let range):
                paint(expectingKey ? palette?.key : palette?.string) { appendString(UnsafeRawBufferPointer(rebasing: value[range]), to: &out) }
            case .scalar(let range):
                let code: String?
                switch value[range.lowerBound] {
                case UInt8(ascii: "n"): code = palette?.null
                case UInt8(ascii: "t"), UInt8(ascii: "f"): code = palette?.boolean
                default: code = palette?.number
                }
                paint(code) { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: value[range])) }
            }
        }
        // A document that ends on an open bracket (malformed) still gets it written.
        if let open = opened { paint(palette?.container) { out.append(open) } }
    }

    private static func newline(_ depth: Int, _ out: inout [UInt8]) {
        out.append(0x0A)
        for _ in 0..<max(0, depth * 2) { out.append(0x20) }
    }

    /// Copies the string token `token` (quotes included), escaping C0, DEL, C1, bidi and isolate
    /// controls and the marks (U+200E, U+200F, U+061C) as `\u` and four hex digits.
    private static func appendString(_ token: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // The content between the quotes; an unterminated token (malformed) has no closing one.
        let closed = token.count >= 2 && token[token.count - 1] == UInt8(ascii: "\"")
        let value = UnsafeRawBufferPointer(rebasing: token[min(1, token.count)..<(closed ? token.count - 1 : token.count)])
        var index = 0
        let count = value.count
        while index < count {
            // Copy the run of ordinary bytes in one go: most strings are URLs and names.
            let runStart = index
            while index < count, needsLook(value[index]) == false { index += 1 }
            if index > runStart { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: value[runStart..<index])) }
            guard index < count else { break }
            let byte = value[index]
            if byte == UInt8(ascii: "\\") {
                out.append(byte)
                if index + 1 < count { out.append(value[index + 1]) }
                index += 2
                continue
            }
            let (scalar, length) = unsafeScalar(value, at: index)
            if let scalar {
                escape(scalar, &out)
                index += length
                continue
            }
            out.append(byte)
            index += 1
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether a string byte may end the string, start an escape, or begin a character that
    /// must not reach a terminal raw: quote, backslash, C0, DEL, and the lead bytes of C1
    /// (0xC2), U+061C (0xD8) and the U+2000 block (0xE2).
    @inline(__always)
    private static func needsLook(_ byte: UInt8) -> Bool {
        // Printable ASCII, nearly every byte, is settled by the first four tests.
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (byte >= 0x7F && (byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2))
    }

    /// The terminal-unsafe scalar encoded at `index`, if there is one, and its UTF-8 length.
    private static func unsafeScalar(_ value: UnsafeRawBufferPointer, at index: Int) -> (UInt32?, Int) {
        let byte = value[index]
        if byte < 0x20 || byte == 0x7F { return (UInt32(byte), 1) }
        guard byte >= 0xC2, index + 1 < value.count else { return (nil, 1) }
        let second = value[index + 1]
        switch byte {
        case 0xC2 where (0x80...0x9F).contains(second):
            return (UInt32(second), 2)
        case 0xD8 where second == 0x9C:
            return (0x061C, 2)
        case 0xE2 where index + 2 < value.count:
            let scalar = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(value[index + 2] & 0x3F)
            return (TerminalSafety.isFormatControl(scalar) ? scalar : nil, 3)
        default:
            return (nil, 1)
        }
    }

    /// `text` as a JSON string literal, quotes included, escaped as `appendString` escapes: for
    /// strings that come as text rather than as GitHub's bytes (`--jq` results).
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case "\\": out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case "\n": out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case "\t": out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case "\r": out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case _ where TerminalSafety.isUnsafe(scalar.value): escape(scalar.value, &out)
            default: out.append(contentsOf: String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func escape(_ scalar: UInt32, _ out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int((scalar >> UInt32(shift)) & 0xF)]) }
    }
}
