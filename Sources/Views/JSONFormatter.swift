import Foundation

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
        var index = 0
        let count = value.count
        // Which containers are open, to tell an object's keys from its values.
        var inObject: [Bool] = []
        var expectingKey = false
        func paint(_ code: String?, _ bytes: () -> Void) {
            guard let code else { return bytes() }
            out.append(contentsOf: Array("\u{1B}[\(code)m".utf8))
            bytes()
            out.append(contentsOf: Array("\u{1B}[0m".utf8))
        }
        while index < count {
            let byte = value[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                var next = index + 1
                while next < count, [0x20, 0x0A, 0x0D, 0x09].contains(value[next]) { next += 1 }
                if next < count, value[next] == close {
                    paint(palette?.container) { out.append(contentsOf: [byte, close]) }
                    index = next + 1
                    expectingKey = false
                    continue
                }
                paint(palette?.container) { out.append(byte) }
                inObject.append(byte == UInt8(ascii: "{"))
                expectingKey = byte == UInt8(ascii: "{")
                depth += 1
                if pretty { newline(depth, &out) }
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                _ = inObject.popLast()
                if pretty { newline(depth, &out) }
                paint(palette?.container) { out.append(byte) }
                index += 1
            case UInt8(ascii: ","):
                out.append(byte)
                expectingKey = inObject.last ?? false
                if pretty { newline(depth, &out) }
                index += 1
                if out.count >= drainThreshold { drain(&out) }
            case UInt8(ascii: ":"):
                out.append(byte)
                expectingKey = false
                if pretty { out.append(0x20) }
                index += 1
            case UInt8(ascii: "\""):
                paint(expectingKey ? palette?.key : palette?.string) { index = appendString(value, from: index, to: &out) }
            default:
                let start = index
                while index < count,
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09].contains(value[index])
                { index += 1 }
                let code: String?
                switch byte {
                case UInt8(ascii: "n"): code = palette?.null
                case UInt8(ascii: "t"), UInt8(ascii: "f"): code = palette?.boolean
                default: code = palette?.number
                }
                paint(code) { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: value[start..<max(start + 1, index)])) }
                index = max(start + 1, index)
            }
        }
    }

    private static func newline(_ depth: Int, _ out: inout [UInt8]) {
        out.append(0x0A)
        for _ in 0..<max(0, depth * 2) { out.append(0x20) }
    }

    /// Copies the string token at `start`, escaping C0, DEL, C1, bidi and isolate controls and
    /// the marks (U+200E, U+200F, U+061C) as `\u` and four hex digits; returns the index after its closing quote.
    private static func appendString(_ value: UnsafeRawBufferPointer, from start: Int, to out: inout [UInt8]) -> Int {
        out.append(UInt8(ascii: "\""))
        var index = start + 1
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
            if byte == UInt8(ascii: "\"") {
                out.append(byte)
                return index + 1
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
        return index
    }

    /// Whether a string byte may end the string, start an escape, or begin a character that
    /// must not reach a terminal raw: quote, backslash, C0, DEL, and the lead bytes of C1
    /// (0xC2), U+061C (0xD8) and the U+2000 block (0xE2).
    @inline(__always)
    private static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
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
