/// A text screen's view of its lines: the first line in view, and the search, after less. `/`
/// searches as you type (the view goes to the first match from where the search began), Enter
/// keeps it, `n`/`N` go to the next and previous match and wrap around the ends, Esc clears it
/// (while typing, back to where it began). Matches are drawn in reverse video and counted
/// (`match 3/17`). The one place every text screen (a README, a file, a commit, a release, a
/// repository's details) scrolls and searches.
struct ScrolledText {
    /// What a key came to.
    enum Outcome: Equatable {
        /// The text took it: done, with these effects (a note).
        case done([BrowseEffect])
        /// A key for the screen itself (back, open, a link).
        case other(BrowseAction)
    }

    /// Where the view is.
    private(set) var cursor = ListCursor()
    /// The search, as typed so far or kept.
    private(set) var search = ""
    /// The search while it is typed.
    private(set) var typing: TypedText?
    /// The first line in view when the search began.
    private var origin = 0
    /// The line of the match last gone to: `n` goes on from it while it is in view (near the end
    /// of the text, a match cannot be the first line in view).
    private var current: Int?
    /// The lines holding the search, for the lines they were found in.
    private var found: (needle: String, count: Int, first: String?, last: String?, lines: [Int])?

    /// True while the search is typed.
    var isTyping: Bool { typing != nil }
    /// The first line in view.
    var top: Int { cursor.top }

    /// Acts on `key` over `plain` (the lines as text, without styling), `rows` in view.
    mutating func take(_ key: Key, lines plain: [String], rows: Int) -> Outcome {
        if var typed = typing {
            let outcome = typed.apply(key)
            typing = typed
            switch outcome {
            case .editing:
                search = typed.text
                current = nil
                cursor.scroll(to: origin, count: plain.count, rows: rows)
                return .done(go(forward: true, after: origin - 1, in: plain, rows: rows, quietly: true))
            case .kept:
                typing = nil
                return .done(search.isEmpty || !matches(in: plain).isEmpty ? [] : [.note("\"\(search)\" not found")])
            case .cleared:
                typing = nil
                search = ""
                current = nil
                cursor.scroll(to: origin, count: plain.count, rows: rows)
                return .done([])
            case .passed(let action):
                _ = cursor.scroll(action, count: plain.count, rows: rows)
                return .done([])
            case .interrupt:
                return .other(.interrupt)
            }
        }
        guard let action = KeyBinding.action(for: key) else { return .done([]) }
        if cursor.scroll(action, count: plain.count, rows: rows) { return .done([]) }
        switch action {
        case .filter:
            typing = TypedText()
            search = ""
            origin = cursor.top
            return .done([])
        case .back where !search.isEmpty:
            search = ""
            current = nil
            return .done([])
        case .nextMatch: return .done(go(forward: true, after: currentInView(rows: rows) ?? cursor.top - 1, in: plain, rows: rows))
        case .previousMatch: return .done(go(forward: false, after: currentInView(rows: rows) ?? cursor.top, in: plain, rows: rows))
        default: return .other(action)
        }
    }

    /// The match last gone to, while it is in view.
    private func currentInView(rows: Int) -> Int? {
        current.flatMap { $0 >= cursor.top && $0 < cursor.top + rows ? $0 : nil }
    }

    /// `]`/`[` in a diff: to the next (or previous) file's `diff --git` line, or a note that
    /// there is none that way.
    mutating func jumpToFile(forward: Bool, plain: [String], rows: Int) -> [BrowseEffect] {
        let files = plain.indices.filter { plain[$0].hasPrefix("diff --git ") }
        let target = forward ? files.first { $0 > top } : files.last { $0 < top }
        guard let target else { return [.note(forward ? "no file below" : "no file above")] }
        scroll(to: target, count: plain.count, rows: rows)
        return []
    }

    /// Scrolls so `line` is the first in view, as far as the text goes.
    mutating func scroll(to line: Int, count: Int, rows: Int) {
        cursor.scroll(to: line, count: count, rows: rows)
    }

    /// Keeps the view within `count` lines.
    mutating func follow(count: Int, rows: Int) {
        cursor.scroll(by: 0, count: count, rows: rows)
    }

    /// The lines of `plain` that hold the search, ignoring case.
    mutating func matches(in plain: [String]) -> [Int] {
        guard !search.isEmpty else { return [] }
        if let found, found.needle == search, found.count == plain.count, found.first == plain.first, found.last == plain.last { return found.lines }
        let lines = plain.indices.filter { plain[$0].range(of: search, options: .caseInsensitive) != nil }
        found = (search, plain.count, plain.first, plain.last, lines)
        return lines
    }

    /// Goes to the first match after `line` (before it, backwards), around the end when there is
    /// none that way; a note says when it wrapped, or (unless `quietly`) that there is none.
    private mutating func go(forward: Bool, after line: Int, in plain: [String], rows: Int, quietly: Bool = false) -> [BrowseEffect] {
        let lines = matches(in: plain)
        guard !search.isEmpty else { return [] }
        guard !lines.isEmpty else { return quietly ? [] : [.note("\"\(search)\" not found")] }
        let ahead = forward ? lines.first { $0 > line } : lines.last { $0 < line }
        let target = ahead ?? (forward ? lines[0] : lines[lines.count - 1])
        current = target
        cursor.scroll(to: target, count: plain.count, rows: rows)
        guard ahead == nil, !quietly else { return [] }
        return [.note(forward ? "search wrapped to the top" : "search wrapped to the bottom")]
    }

    /// A text screen: `lines` under `title` with `kind`'s key line, drawn where the view is.
    mutating func screen(title: String, lines: [String], plain: [String], kind: BrowseScreenKind, context: ScreenContext) -> BrowseScreen {
        var screen = BrowseScreen(title: title, lines: lines, footer: .keys(KeyBinding.hints(for: kind)))
        decorate(&screen, plain: plain, rows: context.textLines)
        return screen
    }

    /// Draws the view onto `screen`: where it is, the search typed or kept and its matches
    /// (`120/533 · match 3/17`), and the footer while the search is typed.
    mutating func decorate(_ screen: inout BrowseScreen, plain: [String], rows: Int) {
        follow(count: plain.count, rows: rows)
        screen.top = cursor.top
        screen.highlight = search
        if let typing { screen.footer = .filter(typing.text) }
        guard !plain.isEmpty else { return }
        screen.content = plain
        screen.spoken = plain[cursor.top]
        screen.spokenPlace = "line \((cursor.top + 1).grouped) of \(plain.count.grouped)"
        var position = "\(min(plain.count, cursor.top + rows).grouped)/\(plain.count.grouped)"
        if !search.isEmpty {
            let lines = matches(in: plain)
            let place = (currentInView(rows: rows).flatMap { lines.firstIndex(of: $0) } ?? lines.firstIndex { $0 >= cursor.top } ?? lines.count - 1) + 1
            position += lines.isEmpty ? " · no match" : " · match \(place.grouped)/\(lines.count.grouped)"
        }
        screen.position = position
    }
}
