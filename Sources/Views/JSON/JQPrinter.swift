import CJQ
import JSON
import Models

/// Writes `--jq` results as `jq -r` does: a string raw, anything else as JSON, compact or laid
/// out as jq lays it out, coloured with jq's palette when asked.
///
/// Strings inside JSON are escaped where a raw character could act on a terminal (as in all our
/// JSON); a raw string result goes out exactly when piped, and made safe on a terminal. Numbers:
/// jq 1.6 holds every number as a double, so an integer beyond 2^53 would come out rounded. An
/// integer the filter passed through unchanged is written as the input's own text instead
/// (`bigIntegers`: the input's large integer literals, by the double they round to); one the
/// filter computed is a double, as jq 1.6 gives it.
public struct JQPrinter {
    /// Indent two spaces, one member per line (on a terminal), or one compact line.
    public var pretty: Bool
    /// jq's colours, or nil.
    let palette: JSONFormatter.Palette?
    /// Whether output goes to a terminal: a raw string result is then neutralised.
    public var onTerminal: Bool
    /// The input's integer literals beyond 2^53, by the double jq turns each into.
    public var bigIntegers: [Double: String]

    /// Creates a printer.
    public init(pretty: Bool, color: Bool, onTerminal: Bool, bigIntegers: [Double: String] = [:]) {
        self.pretty = pretty
        palette = color ? .jq : nil
        self.onTerminal = onTerminal
        self.bigIntegers = bigIntegers
    }

    /// One result, and its line break. `value` stays owned by the caller.
    public func line(_ value: jv) -> String {
        if jv_get_kind(value) == JV_KIND_STRING {
            let text = JQFilter.string(value)
            return (onTerminal ? SafeText.multiline(text) : text) + "\n"
        }
        var out: [UInt8] = []
        append(value, depth: 0, key: false, to: &out)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    private func append(_ value: jv, depth: Int, key: Bool, to out: inout [UInt8]) {
        switch jv_get_kind(value) {
        case JV_KIND_NULL: paint(palette?.null, "null", to: &out)
        case JV_KIND_TRUE: paint(palette?.boolean, "true", to: &out)
        case JV_KIND_FALSE: paint(palette?.boolean, "false", to: &out)
        case JV_KIND_NUMBER: paint(palette?.number, number(jv_number_value(value)), to: &out)
        case JV_KIND_STRING:
            var quoted: [UInt8] = []
            JSONFormatter.appendQuoted(JQFilter.string(value), to: &quoted)
            paint(key ? palette?.key : palette?.string, String(decoding: quoted, as: UTF8.self), to: &out)
        case JV_KIND_ARRAY:
            // jv_array_length and jv_array_get consume the array: each gets its own copy.
            let count = Int(jv_array_length(jv_copy(value)))
            container("[", "]", count: count, depth: depth, to: &out) { index, out in
                let element = jv_array_get(jv_copy(value), Int32(index))
                append(element, depth: depth + 1, key: false, to: &out)
                jv_free(element)
            }
        case JV_KIND_OBJECT:
            // The iterators borrow the object; keys and values come back owned.
            var members: [Int32] = []
            var iterator = jv_object_iter(value)
            while jv_object_iter_valid(value, iterator) != 0 {
                members.append(iterator)
                iterator = jv_object_iter_next(value, iterator)
            }
            container("{", "}", count: members.count, depth: depth, to: &out) { index, out in
                let name = jv_object_iter_key(value, members[index])
                let member = jv_object_iter_value(value, members[index])
                append(name, depth: depth + 1, key: true, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(0x20) }
                append(member, depth: depth + 1, key: false, to: &out)
                jv_free(name)
                jv_free(member)
            }
        default:
            paint(palette?.null, "null", to: &out)
        }
    }

    private func container(_ open: String, _ close: String, count: Int, depth: Int, to out: inout [UInt8], member: (Int, inout [UInt8]) -> Void) {
        guard count > 0 else { return paint(palette?.container, open + close, to: &out) }
        paint(palette?.container, open, to: &out)
        for index in 0..<count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if pretty { newline(depth + 1, &out) }
            member(index, &out)
        }
        if pretty { newline(depth, &out) }
        paint(palette?.container, close, to: &out)
    }

    /// A double as jq writes it: integers without a fraction, the input's own text for an
    /// unchanged integer beyond 2^53, `null` for NaN and the largest double for infinity.
    func number(_ value: Double) -> String {
        if value.isNaN { return "null" }
        if value.isInfinite { return value < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308" }
        if let original = bigIntegers[value] { return original }
        if value == value.rounded(), abs(value) < 1e17 { return String(Int64(value)) }
        return "\(value)"
    }

    /// The integer literals in the JSON `text` that a double cannot hold (beyond 2^53, where
    /// jq 1.6 would round them), by the double each rounds to. Two different literals rounding
    /// to the same double are both left out: which one a result means cannot be told.
    public static func bigIntegers(in text: String) -> [Double: String] {
        var found: [Double: String] = [:]
        var ambiguous: Set<Double> = []
        var text = text
        text.withUTF8 { utf8 in
            var tokens = JSONScanner.Tokens(UnsafeRawBufferPointer(utf8))
            while let token = tokens.next() {
                // 2^53 has 16 digits: shorter integers are exact as doubles.
                guard case .scalar(let range) = token, range.count >= 16 else { continue }
                let literal = UnsafeRawBufferPointer(rebasing: tokens.bytes[range])
                let integral = literal.enumerated().allSatisfy { index, byte in
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (index == 0 && byte == UInt8(ascii: "-"))
                }
                guard integral else { continue }
                let text = String(decoding: literal, as: UTF8.self)
                guard let value = Double(text), abs(value) >= 9_007_199_254_740_992 else { continue }
                if let known = found[value], known != text { ambiguous.insert(value) }
                found[value] = text
            }
        }
        for value in ambiguous { found[value] = nil }
        return found
    }

    private func paint(_ code: String?, _ text: String, to out: inout [UInt8]) {
        guard let code else { return out.append(contentsOf: text.utf8) }
        out.append(contentsOf: "\u{1B}[\(code)m\(text)\u{1B}[0m".utf8)
    }

    private func newline(_ depth: Int, _ out: inout [UInt8]) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(0x20), count: depth * 2))
    }
}
