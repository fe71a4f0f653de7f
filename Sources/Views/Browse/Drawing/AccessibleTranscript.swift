/// `browse --accessible`: the screens as plain lines a screen reader speaks, one per change,
/// instead of a drawn screen. No cursor addressing, no alternate screen, no spinner, no box or
/// braille characters: the title once a screen has loaded (and once as it starts loading), what
/// a screen holds once it is in (a README's or a file's text, a face's rows), each move of the
/// selection as one line with its place (`12 of 2,000: billing-ledger — Swift, 412 stars, changed
/// 2 days ago`; `line 12 of 533: …` in a text), the filter as it is typed, notes, and failures
/// as `Error:` lines. Nothing is said twice in a row. The same screens and keys as the
/// full-screen view; only the writing differs.
public struct AccessibleTranscript: Sendable {
    private var title: String?
    private var spoken: String?
    private var spokenIndex: String?
    private var footer: BrowseScreen.Footer?
    private var helpShown = false
    /// The title under which the content was written, so it is written once.
    private var contentTitle: String?

    /// Whether the keys' arrows are said in words, for a terminal that shows only ASCII.
    private let spellsKeys: Bool

    /// A transcript that has said nothing yet; `spellsKeys` on a terminal that shows only ASCII,
    /// where `↓/↑` folded glyph by glyph would read as the keys `v` and `^`.
    public init(spellsKeys: Bool = false) {
        self.spellsKeys = spellsKeys
    }

    /// The lines to write for `screen`, given what was said before: only what changed.
    public mutating func lines(for screen: BrowseScreen) -> [String] {
        var lines: [String] = []
        if screen.showsHelp {
            if !helpShown {
                lines.append("Keys:")
                lines += KeyBinding.all.map {
                    "  " + ((spellsKeys ? ASCIIFold.spelled($0.keys) : $0.keys) + ": " + $0.meaning).replacingOccurrences(of: "`", with: "")
                }
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
        }
        let place = screen.spokenPlace ?? screen.position.map { $0.replacingOccurrences(of: "/", with: " of ") }
        // What was said is the item and its place in the list, not the list's length: rows
        // arriving behind the selection say nothing new.
        let index = place.map { $0.components(separatedBy: " of ")[0] }
        if let content = screen.content, !content.isEmpty, !loading, contentTitle != screen.title {
            lines += content
            contentTitle = screen.title
            // The first line or row was just said with the rest.
            if let said = screen.spoken, content.contains(said) { (spoken, spokenIndex) = (said, index) }
        }
        // The selection is said once the screen has loaded (its count is then whole), or as soon
        // as it moves.
        if let said = screen.spoken, said != spoken || index != spokenIndex, !loading || spoken != nil || index != "1" {
            // A face's title comes before anything said on it, even while it loads.
            if screen.title != title {
                lines.append(screen.title + (loading ? ", loading" : ""))
                title = screen.title
            }
            lines.append((place.map { $0 + ": " } ?? "") + said)
            spoken = said
            spokenIndex = index
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
