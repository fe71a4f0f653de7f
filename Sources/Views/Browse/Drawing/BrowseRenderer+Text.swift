import Foundation

/// Text fitted to a terminal's columns, for every screen: an untrusted cell, a styled line cut or
/// padded with only SGR styling passing, words wrapped, and a search's occurrences marked.
extension BrowseRenderer {
    /// Untrusted text as one cell: controls neutralised, cut to `width` with `…`, padded.
    public static func cell(_ text: String, width: Int, alignsRight: Bool = false) -> String {
        DisplayWidth.pad(DisplayWidth.truncate(SafeText.line(text), to: width), to: width, right: alignsRight)
    }

    /// A styled line cut or padded to `width` columns. Only SGR sequences (`ESC [ … m`) pass as
    /// styling (dropped without colour); every other control is neutralised as text. Each
    /// occurrence of `highlight` (ignoring case) within a run of text is shown in reverse video,
    /// colour or not: it is where a search is, not decoration.
    public static func fit(_ line: String, width: Int, color: Bool, highlight: String = "") -> String {
        let needle = SafeText.line(highlight.trimmingCharacters(in: .whitespaces))
        var output = ""
        var used = 0
        var styled = false
        var scalars = Substring(line).unicodeScalars[...]
        var plain = ""
        func flushPlain() {
            let safe = SafeText.line(plain)
            plain = ""
            let marks = needle.isEmpty ? [] : occurrences(of: needle, in: safe)
            var marking = false
            for index in safe.indices {
                if marks.contains(where: { $0.lowerBound == index }) {
                    output += "\u{1B}[7m"
                    marking = true
                    styled = true
                }
                let character = safe[index]
                let size = DisplayWidth.of(character)
                guard used + size <= width else {
                    used = width + 1
                    break
                }
                output.append(character)
                used += size
                if marking, marks.contains(where: { $0.upperBound == safe.index(after: index) }) {
                    output += "\u{1B}[27m"
                    marking = false
                }
            }
            if marking { output += "\u{1B}[27m" }
        }
        while let scalar = scalars.first, used <= width {
            if scalar == "\u{1B}", let sgr = sgrLength(scalars) {
                flushPlain()
                if color, used <= width {
                    output += String(String.UnicodeScalarView(scalars.prefix(sgr)))
                    styled = true
                }
                scalars = scalars.dropFirst(sgr)
                continue
            }
            plain.unicodeScalars.append(scalar)
            scalars = scalars.dropFirst()
        }
        flushPlain()
        used = min(used, width)
        return output + String(repeating: " ", count: width - used) + (styled ? reset : "")
    }

    /// The length of the SGR sequence at the start of `scalars`, or nil.
    private static func sgrLength(_ scalars: Substring.UnicodeScalarView) -> Int? {
        var index = scalars.index(after: scalars.startIndex)
        guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
        var length = 2
        index = scalars.index(after: index)
        while index < scalars.endIndex, length < 32 {
            let value = scalars[index].value
            length += 1
            if value == 0x6D { return length }
            guard (0x30...0x39).contains(value) || value == 0x3B else { return nil }
            index = scalars.index(after: index)
        }
        return nil
    }

    /// `text` in lines of at most `width` columns, broken at spaces where it can be.
    static func wrapped(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            // A word too wide for a line is cut, and a cut must not land inside a style or link:
            // such a word loses them.
            if DisplayWidth.of(word) > width, word.contains("\u{1B}") { word = DisplayWidth.withoutEscapes(word) }
            var rest = DisplayWidth.of(word)
            if rest > width {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                // One pass over the word: a piece is cut each time the width fills, while what
                // is left is still too wide (each piece at least one character).
                var start = word.startIndex
                var end = start
                var used = 0
                while rest > width, end < word.endIndex {
                    let size = DisplayWidth.of(word[end])
                    if used + size > width, end > start {
                        lines.append(String(word[start..<end]))
                        (start, rest, used) = (end, rest - used, 0)
                        continue
                    }
                    used += size
                    end = word.index(after: end)
                }
                if start > word.startIndex { word = String(word[start...]) }
            }
            let candidate = line.isEmpty ? word : line + " " + word
            if DisplayWidth.of(candidate) > width {
                lines.append(line)
                line = word
            } else {
                line = candidate
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` (safe and fitted already) with each occurrence of `needle` underlined, ignoring
    /// case; the underline ends with its own SGR, so the row's reverse video stays.
    static func underlining(_ needle: String, in text: String) -> String {
        let needle = SafeText.line(needle.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return text }
        var result = ""
        var end = text.startIndex
        for range in occurrences(of: needle, in: text) {
            result += text[end..<range.lowerBound] + "\u{1B}[4m" + text[range] + "\u{1B}[24m"
            end = range.upperBound
        }
        return result + text[end...]
    }

    /// Where `needle` occurs in `text`, ignoring case, each after the one before.
    static func occurrences(of needle: String, in text: String) -> [Range<String.Index>] {
        guard !needle.isEmpty else { return [] }
        var found: [Range<String.Index>] = []
        var start = text.startIndex
        while start < text.endIndex, let range = text.range(of: needle, options: .caseInsensitive, range: start..<text.endIndex) {
            found.append(range)
            start = range.upperBound
        }
        return found
    }
}
