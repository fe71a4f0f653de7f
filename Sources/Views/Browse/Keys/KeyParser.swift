import Models

/// Turns the bytes a terminal sends into `Key`s, however the reads split them.
///
/// Knows both cursor-key forms (CSI `ESC [ A` and SS3 `ESC O A`), the Home/End variants
/// (`ESC [ H`, `ESC [ 1 ~`, `ESC [ 7 ~`, `ESC O H`, and their End twins), Page Up/Down, modifier
/// parameters (`ESC [ 1 ; 5 A` is still ↑), UTF-8 split across reads, and bracketed paste
/// (`ESC [ 200 ~` … `ESC [ 201 ~`), whose text is one `.paste` and never keys.
///
/// A lone Esc cannot be told from the start of a sequence by its byte alone: the parser holds it,
/// and the driver calls `flush()` when no byte has followed within a short pause (as tig and
/// vim do), which makes it `.escape`.
///
/// Bounded: a sequence longer than `maxSequence` bytes is dropped as `.unknown` (its rest read
/// and dropped, up to `maxDiscarded` more), and a paste keeps at most `maxPaste` bytes (the rest
/// is read and dropped).
public struct KeyParser: Sendable {
    /// The longest escape sequence kept; longer ones are dropped whole.
    public static let maxSequence = Limit.keySequenceBytes.value
    /// The most bytes of an overlong sequence read past `maxSequence` while looking for its end.
    public static let maxDiscarded = Limit.keyDiscardedBytes.value
    /// The most bytes one paste keeps.
    public static let maxPaste = Limit.pasteBytes.value

    private enum Mode: Sendable {
        case ground
        /// After ESC: the bytes so far, ESC included.
        case escape([UInt8])
        /// Inside a bracketed paste: the text so far, and how much of the end marker has matched.
        case paste([UInt8], matched: Int)
        /// The rest of an overlong sequence, read up to its final byte and dropped: the bytes
        /// dropped so far (at most `maxDiscarded`, so a sequence that never ends cannot swallow
        /// the keys after it).
        case discarding(Int)
    }

    private var mode = Mode.ground
    /// A UTF-8 character whose bytes have not all arrived.
    private var pendingUTF8: [UInt8] = []

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Creates a parser.
    public init() {}

    /// True when a lone Esc (or a sequence's start) is held, waiting to see what follows.
    public var isHoldingEscape: Bool {
        if case .escape = mode { return true }
        return false
    }

    /// The keys these bytes complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            if let key = take(byte) { keys.append(key) }
        }
        return keys
    }

    /// What a held Esc means when nothing followed it: `.escape` alone, or Alt and a key the
    /// screens read as that key. Called by the driver after a pause with no input.
    public mutating func flush() -> [Key] {
        guard case .escape(let held) = mode else { return [] }
        mode = .ground
        guard held.count > 1 else { return [.escape] }
        // `ESC [` or `ESC O` cut short: the Esc, then the rest as typed.
        return [.escape] + feed(held.dropFirst())
    }

    private mutating func take(_ byte: UInt8) -> Key? {
        switch mode {
        case .ground:
            return ground(byte)
        case .escape(var held):
            held.append(byte)
            return escape(held)
        case .paste(var text, let matched):
            return paste(byte, text: &text, matched: matched)
        case .discarding(let count):
            if (0x40...0x7E).contains(byte) || count >= Self.maxDiscarded {
                mode = .ground
            } else {
                mode = .discarding(count + 1)
            }
            return nil
        }
    }

    private mutating func ground(_ byte: UInt8) -> Key? {
        if !pendingUTF8.isEmpty || byte >= 0x80 { return utf8(byte) }
        switch byte {
        case 0x1B:
            mode = .escape([byte])
            return nil
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x00..<0x20: return .unknown
        default: return .character(Character(Unicode.Scalar(byte)))
        }
    }

    /// Collects a UTF-8 character byte by byte; a malformed one is dropped as `.unknown`.
    private mutating func utf8(_ byte: UInt8) -> Key? {
        if pendingUTF8.isEmpty {
            guard Self.utf8Length(byte) > 1 else { return .unknown }
            pendingUTF8 = [byte]
            return nil
        }
        guard byte & 0xC0 == 0x80 else {
            // A new start before the old character ended: the old one is broken.
            pendingUTF8 = []
            return byte < 0x80 ? ground(byte) : utf8(byte)
        }
        pendingUTF8.append(byte)
        guard pendingUTF8.count == Self.utf8Length(pendingUTF8[0]) else { return nil }
        defer { pendingUTF8 = [] }
        guard let text = String(validating: pendingUTF8, as: UTF8.self), let character = text.first else { return .unknown }
        return .character(character)
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    private mutating func escape(_ held: [UInt8]) -> Key? {
        let second = held[1]
        if held.count == 2 {
            switch second {
            case UInt8(ascii: "["), UInt8(ascii: "O"):
                mode = .escape(held)
                return nil
            case 0x1B:
                // Esc Esc: the first was alone.
                mode = .escape([0x1B])
                return .escape
            default:
                // Alt and a key: read as the key itself.
                mode = .ground
                return ground(second)
            }
        }
        guard let last = held.last else { return nil }
        if second == UInt8(ascii: "O") {
            mode = .ground
            return Self.ss3(last)
        }
        // CSI: parameter and intermediate bytes 0x20–0x3F, then one final byte 0x40–0x7E.
        if (0x20...0x3F).contains(last) {
            if held.count >= Self.maxSequence {
                mode = .discarding(0)
                return .unknown
            }
            mode = .escape(held)
            return nil
        }
        mode = .ground
        guard (0x40...0x7E).contains(last) else { return .unknown }
        let parameters = String(decoding: held[2..<(held.count - 1)], as: UTF8.self)
        if last == UInt8(ascii: "~"), parameters == "200" {
            mode = .paste([], matched: 0)
            return nil
        }
        return Self.csi(final: last, parameters: parameters)
    }

    private static func ss3(_ final: UInt8) -> Key {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: .unknown
        }
    }

    private static func csi(final: UInt8, parameters: String) -> Key {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            // `1;5~` is the key with a modifier: the key is the first number.
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }

    private mutating func paste(_ byte: UInt8, text: inout [UInt8], matched: Int) -> Key? {
        if byte == Self.pasteEnd[matched] {
            guard matched + 1 == Self.pasteEnd.count else {
                mode = .paste(text, matched: matched + 1)
                return nil
            }
            mode = .ground
            return .paste(String(decoding: text, as: UTF8.self))
        }
        // A partial end marker that did not complete was pasted text.
        if text.count < Self.maxPaste { text += Self.pasteEnd[..<matched].prefix(Self.maxPaste - text.count) }
        let restart = byte == Self.pasteEnd[0] ? 1 : 0
        if restart == 0, text.count < Self.maxPaste { text.append(byte) }
        mode = .paste(text, matched: restart)
        return nil
    }
}
