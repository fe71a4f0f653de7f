import Foundation

/// Text for a terminal that shows only ASCII: a locale whose charset is not UTF-8 (`LC_ALL=C`),
/// or `TERM=vt100`/`linux`. The one table of the stand-ins every drawn glyph has, applied where
/// text is written, so no screen can forget one.
///
/// A stand-in takes the columns its glyph took, so a table laid out by `DisplayWidth` is still
/// aligned once folded: widths are counted in what is shown. That is why `…` becomes `~`, as in
/// tig's ASCII mode, not `...`, which would push every later column two to the right. Letters
/// with accents lose them (`é` → `e`); any other character becomes one `?` per column it took.
/// An image's `▣` is Markdown's own image mark, `!`.
public enum ASCIIFold {
    /// Each glyph `repos` draws and its one-column stand-in.
    static let glyphs: [Character: Character] = [
        "…": "~", "·": ".", "—": "-", "–": "-", "→": ">", "←": "<", "↑": "^", "↓": "v", "↪": ">",
        "●": "*", "★": "*", "•": "*", "◦": "-", "▪": "-", "▸": ">", "◆": "+", "▌": ">", "▏": "_",
        "⏎": "<", "✗": "x", "✓": "+", "☑": "x", "☐": "o", "▣": "!", "ⓘ": "i", "❢": "!", "⚠": "!",
        "⊘": "x", "×": "x", "\u{FFFD}": "?", "▁": "_", "▂": "_", "▃": ".", "▄": "-", "▅": "-",
        "▆": "=", "▇": "#", "█": "#", "“": "\"", "”": "\"", "‘": "'", "’": "'",
    ]

    /// Key names in hints and the keys' help, spelled out: each is fitted to its line after
    /// this, so it may grow. Folded one glyph at a time, `↓/↑` would read as the keys `v` and `^`.
    static let keyNames: [(glyph: String, name: String)] = [
        ("⏎", "Enter"), ("↑↓", "Up/Down"), ("↓/↑", "Down/Up"), ("←", "Left"), ("→", "Right"),
    ]

    /// The braille spinner's frames, turned as `| / - \` turn.
    private static let spinner: [Character] = ["|", "/", "-", "\\"]

    /// `text` with every character that is not ASCII replaced by its stand-in, column for column.
    /// Escape sequences are ASCII and pass as they are.
    public static func fold(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                folded.append(character)
            } else {
                folded += standIn(for: character)
            }
        }
        return folded
    }

    /// `hint` with its key glyphs spelled out (`⏎ open` → `Enter open`); only for text that
    /// names keys, as an arrow in a server's text is no key.
    public static func spelled(_ hint: String) -> String {
        keyNames.reduce(hint) { $0.replacingOccurrences(of: $1.glyph, with: $1.name) }
    }

    /// What shows in place of `character`: exactly as many columns as it took.
    private static func standIn(for character: Character) -> String {
        let columns = DisplayWidth.of(character)
        guard columns > 0 else { return "" }
        if let glyph = glyphs[character] { return String(glyph) + String(repeating: " ", count: columns - 1) }
        if let scalar = character.unicodeScalars.first {
            switch scalar.value {
            // Box drawing: lines across, lines down, and corners or crossings.
            case 0x2500...0x257F: return String(boxStandIn(scalar.value))
            // Braille: the spinner's frames.
            case 0x2800...0x28FF: return String(spinner[Int(scalar.value % 4)])
            default: break
            }
        }
        // An accented letter is its letter: the canonical decomposition puts the accent apart.
        let bare = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter(\.isASCII)
        if columns == 1, bare.count == 1, let letter = bare.first, letter.properties.isAlphabetic {
            return String(letter)
        }
        return String(repeating: "?", count: columns)
    }

    /// The stand-in of a box-drawing character (U+2500…U+257F).
    private static func boxStandIn(_ value: UInt32) -> Character {
        switch value {
        case 0x2550: "="
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2574, 0x2576, 0x2578, 0x257A: "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B: "|"
        default: "+"
        }
    }
}
