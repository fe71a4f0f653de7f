import Foundation

/// A JSON document as its token stream: punctuation, `s:` + each string's decoded value, and
/// numbers and literals as written. Two documents with equal streams hold the same values in the
/// same key order with the same number text, whatever their whitespace or string escapes.
public enum JSONTokens {
    /// Why a document could not be tokenised.
    public struct Malformed: Error {}

    /// The tokens of `document`.
    public static func of(_ document: Data) throws -> [String] {
        let bytes = [UInt8](document)
        var tokens: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
                tokens.append(String(UnicodeScalar(byte)))
                index += 1
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                guard end < bytes.count else { throw Malformed() }
                let value = try JSONDecoder().decode(String.self, from: Data(bytes[index...end]))
                tokens.append("s:" + value)
                index = end + 1
            default:
                var end = index
                while end < bytes.count, !Array(" \n\r\t,]}".utf8).contains(bytes[end]) { end += 1 }
                tokens.append(String(decoding: bytes[index..<end], as: UTF8.self))
                index = end
            }
        }
        return tokens
    }

    /// The tokens of one array holding every element of `arrays`, in order.
    public static func concatenating(_ arrays: [[String]]) -> [String] {
        let inner = arrays.map { Array($0.dropFirst().dropLast()) }.filter { !$0.isEmpty }
        return ["["] + inner.joined(separator: [","]) + ["]"]
    }

    /// The top-level elements of an array's tokens, each as its own token stream.
    public static func elements(_ array: [String]) -> [[String]] {
        var elements: [[String]] = []
        var current: [String] = []
        var depth = 0
        for token in array.dropFirst().dropLast() {
            if token == "," && depth == 0 {
                elements.append(current)
                current = []
                continue
            }
            if token == "{" || token == "[" { depth += 1 }
            if token == "}" || token == "]" { depth -= 1 }
            current.append(token)
        }
        if !current.isEmpty { elements.append(current) }
        return elements
    }

    /// The value of top-level `key` in an object's tokens.
    public static func value(of key: String, in object: [String]) -> [String]? {
        valueRange(of: key, in: object).map { Array(object[$0]) }
    }

    /// An object's tokens with the value of top-level `key` replaced by `value`.
    public static func replacing(_ key: String, in object: [String], with value: [String]) -> [String]? {
        guard let range = valueRange(of: key, in: object) else { return nil }
        return Array(object[..<range.lowerBound]) + value + Array(object[range.upperBound...])
    }

    private static func valueRange(of key: String, in object: [String]) -> Range<Int>? {
        var depth = 0
        for (index, token) in object.enumerated() {
            if token == "{" || token == "[" { depth += 1 }
            if token == "}" || token == "]" { depth -= 1 }
            guard depth == 1, token == "s:" + key, index + 2 < object.count, object[index + 1] == ":" else { continue }
            var end = index + 2
            var inner = 0
            repeat {
                if object[end] == "{" || object[end] == "[" { inner += 1 }
                if object[end] == "}" || object[end] == "]" { inner -= 1 }
                end += 1
            } while inner > 0 && end < object.count
            return (index + 2)..<end
        }
        return nil
    }
}
