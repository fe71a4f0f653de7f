/// `browse --accessible`: the screens as plain lines a screen reader speaks, one per change,
/// instead of a drawn screen. No cursor addressing, no alternate screen, no spinner, no box or
/// braille characters: the title once a screen has loaded (and once as it starts loading), each
/// move of the selection as one line with its place (`12 of 2,000: billing-ledger — Swift, 412
/// stars, changed 2 days ago`), the filter as it is typed, notes, and failures as `Error:` lines.
/// The same screens and keys as the full-screen view; only the writing differs.
public struct AccessibleTranscript: Sendable {
    private var title: String?
    private var spoken: String?
    private var footer: BrowseScreen.Footer?
    private var helpShown = false

    /// A transcript that has said nothing yet.
    public init() {}

    /// The lines to write for `screen`, given what was said before: only what changed.
    public mutating func lines(for screen: BrowseScreen) -> [String] {
        var lines: [String] = []
        if screen.showsHelp {
            if !helpShown {
                lines.append("Keys:")
                lines += KeyBinding.all.map { "  " + $0.keys.replacingOccurrences(of: "`", with: "") + ": " + $0.meaning }
                lines.append("Any key closes the keys.")
            }
            helpShown = true
            return lines.map(SafeText.line)
        }
        helpShown = false
        let loading = screen.busy != nil
        if screen.title != title, !loading || title == nil {
            lines.append(screen.title + (loading ? ", loading" : ""))
            title = screen.title
            spoken = nil
        }
        if let said = screen.spoken, said != spoken {
            lines.append((screen.position.map { $0.replacingOccurrences(of: "/", with: " of ") + ": " } ?? "") + said)
            spoken = said
        } else if screen.spoken == nil, screen.rows.isEmpty, screen.lines == nil, !loading, spoken != screen.emptyText {
            lines.append(screen.emptyText)
            spoken = screen.emptyText
        }
        if screen.footer != footer {
            switch screen.footer {
            case .keys: break
            case .filter(let text), .pick(let text): lines.append("Filter: " + text)
            case .status(let note): lines.append(note)
            case .error(let message): lines.append("Error: " + message)
            }
            footer = screen.footer
        }
        return lines.map(SafeText.line)
    }
}
