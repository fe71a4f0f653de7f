/// ANSI styles, applied only when colour is on.
public enum Style: Sendable {
    /// Plain.
    case plain
    /// Bold: headers, names.
    case bold
    /// Dim: dates, secondary text.
    case dim
    /// Green: additions.
    case green
    /// Red: deletions.
    case red
    /// Yellow: SHAs, flags.
    case yellow
    /// Cyan: hunk headers.
    case cyan
    /// Italic: emphasis in Markdown.
    case italic
    /// Underlined: a link's words where the terminal cannot follow it.
    case underline
    /// Struck through: Markdown's `~~deleted~~`.
    case strikethrough

    /// `text` wrapped in this style's escape codes when `enabled`.
    public func apply(_ text: String, enabled: Bool) -> String {
        guard enabled, !text.isEmpty else { return text }
        let open: String
        switch self {
        case .plain: return text
        case .bold: open = "\u{1B}[1m"
        case .dim: open = "\u{1B}[2m"
        case .green: open = "\u{1B}[32m"
        case .red: open = "\u{1B}[31m"
        case .yellow: open = "\u{1B}[33m"
        case .cyan: open = "\u{1B}[36m"
        case .italic: open = "\u{1B}[3m"
        case .underline: open = "\u{1B}[4m"
        case .strikethrough: open = "\u{1B}[9m"
        }
        // Joined, not interpolated: a table of 127,294 rows styles two cells a row.
        return open + text + "\u{1B}[0m"
    }

    /// `text` as an OSC 8 hyperlink to `url`, each word its own link so that a line may wrap
    /// between words without carrying an open link; nil unless `url` is an http(s) URL of
    /// printable ASCII, so no `file:` or other scheme, and no byte that could end the sequence,
    /// ever reaches the terminal from a server.
    public static func hyperlink(_ text: String, to url: String) -> String? {
        guard isLinkable(url) else { return nil }
        return text.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "\u{1B}]8;;\(url)\u{1B}\\\($0)\u{1B}]8;;\u{1B}\\" }
            .joined(separator: " ")
    }

    /// Whether `url` may be a link: an http(s) URL of at most 2,048 bytes of printable ASCII.
    public static func isLinkable(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && url.utf8.count <= 2_048
            && url.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    }
}
