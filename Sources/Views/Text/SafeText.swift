/// Makes untrusted text (names, descriptions, messages, file names) safe to print on a terminal.
///
/// C0 controls and DEL become caret notation (`ESC` → `^[`), so an escape sequence is shown, not
/// obeyed; C1 controls (`0x9B` is a one-byte CSI) and bidirectional overrides become `�`. Tabs,
/// newlines and carriage returns become spaces in one-line cells.
public enum SafeText {
    /// `text` on one line, with every control neutralised.
    public static func line(_ text: String) -> String {
        neutralise(text, keepNewlines: false)
    }

    /// `text` keeping its line breaks (a commit message, a patch), every other control neutralised.
    public static func multiline(_ text: String) -> String {
        neutralise(text, keepNewlines: true)
    }

    /// A patch for a terminal: line breaks stay, a carriage return shows as `^M` (as a space it
    /// would hide a CRLF line; raw, it would move the cursor back over the line), and tabs
    /// become spaces, as in every other text on a terminal.
    public static func terminalPatch(_ text: String) -> String {
        neutralise(text, keepNewlines: true, showsReturns: true)
    }

    /// Whether `text` has nothing to neutralise (the fast path for clean data).
    static func isClean(_ text: String, keepNewlines: Bool) -> Bool {
        // Bytes first: printable ASCII, nearly every name and line, is clean without a scalar
        // decoded; anything else is read as scalars below.
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte < 0x20 || byte == 0x7F, !(keepNewlines && byte == 0x0A) { return false }
        }
        if ascii { return true }
        return text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            if value >= 0x20 && value < 0x7F { return true }
            if keepNewlines && value == 0x0A { return true }
            return !TerminalSafety.isUnsafe(value)
        }
    }

    private static func neutralise(_ text: String, keepNewlines: Bool, showsReturns: Bool = false) -> String {
        if isClean(text, keepNewlines: keepNewlines) { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x0A where keepNewlines:
                output.append(scalar)
            case 0x0D where showsReturns:
                output.append(contentsOf: "^M".unicodeScalars)
            case 0x09, 0x0A, 0x0D:
                output.append(" ")
            case 0x00..<0x20:
                output.append("^")
                output.append(Unicode.Scalar(UInt8(value + 0x40)))
            case 0x7F:
                output.append(contentsOf: "^?".unicodeScalars)
            case 0x80..<0xA0:
                output.append("\u{FFFD}")
            case _ where TerminalSafety.isFormatControl(value):
                output.append("\u{FFFD}")
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }
}
