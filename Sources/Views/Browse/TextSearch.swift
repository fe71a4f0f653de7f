/// A search within scrolled lines (a commit, a file): `/` types it, Enter keeps it and goes to
/// the first match from the line in view, `n`/`N` to the next and previous, Esc clears it. The
/// one place a text screen's search is written.
struct TextSearch {
    /// The search, as typed and kept.
    private(set) var text = ""
    /// The search while it is typed.
    private(set) var typing: TypedText?

    /// True while the search is typed.
    var isTyping: Bool { typing != nil }

    /// What a key did to the search.
    enum Outcome {
        /// The search took the key (typing, clearing, or starting one); nothing else to do.
        case handled
        /// Kept: go to the first match from the line in view.
        case kept
        /// The key is not the search's: act on it.
        case other(BrowseAction)
    }

    /// Takes `key` while typing, else `action`'s search keys (`/`, Esc with a search kept).
    mutating func take(_ key: Key, action: BrowseAction?) -> Outcome {
        if typing != nil {
            let passed = TypedText.type(key, into: &typing) { text = $0 }
            if typing == nil, !text.isEmpty, passed == nil { return .kept }
            return passed.map(Outcome.other) ?? .handled
        }
        switch action {
        case .filter?:
            typing = TypedText()
            return .handled
        case .back? where !text.isEmpty:
            text = ""
            return .handled
        case let action?: return .other(action)
        case nil: return .handled
        }
    }

    /// Scrolls `cursor` to the next line (or the one before) from `line` among `plain` that holds
    /// the search, ignoring case; a note when there is none that way.
    func jump(forward: Bool, from line: Int, in plain: [String], cursor: inout ListCursor, rows: Int) -> [BrowseEffect] {
        let needle = text
        guard !needle.isEmpty else { return [] }
        let matches = { (index: Int) in plain[index].range(of: needle, options: .caseInsensitive) != nil }
        let found =
            forward
            ? plain.indices.dropFirst(max(0, line)).first(where: matches)
            : plain.indices.prefix(max(0, min(line + 1, plain.count))).last(where: matches)
        guard let found else { return [.note("\"\(needle)\" not found \(forward ? "below" : "above")")] }
        cursor.scroll(to: found, count: plain.count, rows: rows)
        return []
    }
}
