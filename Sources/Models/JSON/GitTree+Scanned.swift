import Foundation
import JSON

extension GitTree: ScannedDecodable {
    /// A tree read in one pass of `JSONScanner`'s tokens: `sha`, `truncated`, and each entry's
    /// `path`, `mode`, `type`, `sha` and `size`, every other member skipped. nil for anything
    /// less plain, which the decoder then reads.
    public static func scanned(_ bytes: Data) -> GitTree? {
        bytes.withUnsafeBytes { raw -> GitTree? in
            var tokens = JSONScanner.Tokens(raw)
            var sha: String?
            var truncated = false
            var entries: [Entry]?
            var seen: Set<String> = []
            guard tokens.next() == .open(UInt8(ascii: "{")) else { return nil }
            let complete = tokens.container(UInt8(ascii: "{")) { name, value, tokens in
                // A key twice is the decoder's to settle.
                guard let key = name?.text, seen.insert(key).inserted else { return false }
                switch (key, value) {
                case ("sha", .string(let range)):
                    sha = tokens.plainString(range)
                    return sha != nil
                case ("truncated", _):
                    // `decodeIfPresent(Bool.self)`: null leaves it false.
                    guard case .some(let read) = tokens.optionalBool(value) else { return false }
                    truncated = read ?? false
                    return true
                case ("tree", .open(UInt8(ascii: "["))):
                    entries = Self.entries(&tokens)
                    return entries != nil
                case ("sha", _), ("tree", _): return false
                default: return tokens.skipValue(startingWith: value)
                }
            }
            guard complete, tokens.isAtEnd(), let sha, let entries else { return nil }
            return GitTree(sha: sha, entries: entries, truncated: truncated)
        }
    }

    /// The entries of the `tree` array whose `[` was just read; nil when one is not plain.
    private static func entries(_ tokens: inout JSONScanner.Tokens) -> [Entry]? {
        var entries: [Entry] = []
        let complete = tokens.container(UInt8(ascii: "[")) { _, first, tokens in
            guard first == .open(UInt8(ascii: "{")) else { return false }
            var (path, mode, type, sha): (String?, String?, String?, String?) = (nil, nil, nil, nil)
            var size: Int?
            var seen = 0
            let read = tokens.container(UInt8(ascii: "{")) { name, value, tokens in
                // The five keys are told apart by bit; one twice is the decoder's to settle.
                let key = name.flatMap(Self.entryMember)
                let bit = key.map(Self.bit) ?? 0
                guard seen & bit == 0 else { return false }
                seen |= bit
                switch (key, value) {
                case ("path", .string(let range)): path = tokens.plainString(range)
                case ("mode", .string(let range)): mode = tokens.plainString(range)
                case ("type", .string(let range)): type = tokens.plainString(range)
                case ("sha", .string(let range)): sha = tokens.plainString(range)
                case ("size", _):
                    guard case .some(let read) = tokens.optionalInt(value) else { return false }
                    size = read
                case ("path", _), ("mode", _), ("type", _), ("sha", _): return false
                default: return tokens.skipValue(startingWith: value)
                }
                return true
            }
            guard read, let path, let mode, let type, let sha else { return false }
            entries.append(Entry(path: path, mode: mode, type: type, sha: sha, size: size))
            return true
        }
        return complete ? entries : nil
    }

    /// The name of an entry's member this reads, or nil.
    private static func entryMember(_ key: ScannedKey) -> String? {
        if key == "path" { return "path" }
        if key == "mode" { return "mode" }
        if key == "type" { return "type" }
        if key == "sha" { return "sha" }
        if key == "size" { return "size" }
        return nil
    }

    /// An entry's member as one bit, to see it twice; 0 for a member it does not read.
    private static func bit(_ key: String) -> Int {
        switch key {
        case "path": 1
        case "mode": 2
        case "type": 4
        case "sha": 8
        case "size": 16
        default: 0
        }
    }
}
