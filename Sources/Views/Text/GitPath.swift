/// A file name as git writes it in patch headers (`diff --git`, `---`/`+++`, `rename from/to`,
/// `Binary files … differ`): as it is when plain, else in double quotes with C-style escapes,
/// which `git apply` reads back to the same bytes.
///
/// A name is quoted when it holds a control character, a double quote or a backslash, as git
/// does with `core.quotePath=false`; C1 controls and the bidirectional formatting characters are
/// quoted too (git would pass them raw), so no header can move the cursor or reorder a line on a
/// terminal. Inside quotes, `\t`, `\n`, `\r`, `\"`, `\\` and the other C escapes are used, and any
/// other byte that needs it is three octal digits (`\033`, `\302\233`).
public enum GitPath {
    /// `path` quoted for a patch header when it needs to be; `prefix` (`a/`, `b/`) goes inside
    /// the quotes, as git puts it.
    public static func quoted(_ path: String, prefix: String = "") -> String {
        let whole = prefix + path
        guard whole.unicodeScalars.contains(where: needsQuoting) else { return whole }
        var text = "\""
        for scalar in whole.unicodeScalars {
            guard needsQuoting(scalar) else {
                text.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{07}": text += "\\a"
            case "\u{08}": text += "\\b"
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\u{0B}": text += "\\v"
            case "\u{0C}": text += "\\f"
            case "\r": text += "\\r"
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            default:
                for byte in String(scalar).utf8 {
                    let octal = String(byte, radix: 8)
                    text += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                }
            }
        }
        return text + "\""
    }

    private static func needsQuoting(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || TerminalSafety.isUnsafe(scalar.value)
    }
}
