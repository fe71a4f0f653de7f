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

    /// `text` wrapped in this style's escape codes when `enabled`.
    public func apply(_ text: String, enabled: Bool) -> String {
        guard enabled, !text.isEmpty else { return text }
        let code: String
        switch self {
        case .plain: return text
        case .bold: code = "1"
        case .dim: code = "2"
        case .green: code = "32"
        case .red: code = "31"
        case .yellow: code = "33"
        case .cyan: code = "36"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
