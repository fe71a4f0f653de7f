/// How many terminal columns text takes: East Asian wide characters and emoji take two, combining
/// marks and zero-width characters none.
public enum DisplayWidth {
    /// The columns `text` occupies.
    public static func of(_ text: String) -> Int {
        // Our own styles and links (SGR, OSC 8) take no columns; a server's escapes never get
        // here raw (SafeText shows them as `^[`).
        // One pass over the bytes: every row of a diff is measured.
        var isASCII = true
        for byte in text.utf8 {
            if byte == 0x1B { return of(withoutEscapes(text)) }
            if byte >= 0x80 { isASCII = false }
        }
        if isASCII { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// `text` without its CSI (`ESC [ … letter`) and OSC (`ESC ] … ST or BEL`) sequences.
    public static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "["?:
                while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
            case "]"?:
                while let next = scalars.next() {
                    if next == "\u{07}" { break }
                    if next == "\u{1B}" {
                        _ = scalars.next()
                        break
                    }
                }
            default: break
            }
        }
        return result
    }

    /// The columns one grapheme cluster occupies.
    public static func of(_ character: Character) -> Int {
        // Plain ASCII (and "\r\n", whose value is its "\n"): a control takes none, the rest one,
        // without looking up the scalar's properties.
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F && first.properties.isEmoji }) { return 2 }
        if isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return first.value == 0x200B ? 0 : 1
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let size = of(character)
            if used + size > width - 1 { break }
            result.append(character)
            used += size
        }
        return result + "…"
    }

    /// `text` cut to at most `width` columns, starting with `…` when cut: for paths, whose end
    /// (the file name) says the most.
    public static func truncateStart(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var kept: [Character] = []
        var used = 0
        for character in text.reversed() {
            let size = of(character)
            if used + size > width - 1 { break }
            kept.append(character)
            used += size
        }
        return "…" + String(kept.reversed())
    }

    /// `text` without `columns` columns after its first `kept`, its escape sequences (our styles)
    /// all kept, so what follows is drawn as it was: a line scrolled sideways, its gutter (`kept`)
    /// staying put. A wide character cut in two leaves a space.
    public static func dropColumns(_ text: String, _ columns: Int, after kept: Int = 0) -> String {
        guard columns > 0 else { return text }
        var result = ""
        var passed = 0
        var dropped = 0
        var escape: Character?
        for character in text {
            if let opener = escape {
                result.append(character)
                // A CSI ends at its final byte; an OSC at BEL (or ST's backslash).
                let done =
                    opener == "["
                    ? character.unicodeScalars.first.map { (0x40...0x7E).contains($0.value) && character != "[" } ?? true
                    : character == "\u{07}" || character == "\\"
                if opener == "\u{1B}" {
                    escape = character
                } else if done {
                    escape = nil
                }
                continue
            }
            if character == "\u{1B}" {
                result.append(character)
                escape = "\u{1B}"
                continue
            }
            guard passed >= kept, dropped < columns else {
                if passed < kept { passed += of(character) }
                result.append(character)
                continue
            }
            dropped += of(character)
            if dropped > columns { result.append(" ") }
        }
        return result
    }

    /// `text` padded with spaces to `width` columns (left-aligned, or right-aligned).
    public static func pad(_ text: String, to width: Int, right: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - of(text)))
        return right ? gap + text : text + gap
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
