/// One row of the browse keys: how it is written for people, what it does, the keys that do it,
/// and the short hint each screen's key line shows for it. `KeyBinding.all` is the one
/// declaration: the parser's actions, the `?` overlay, every key line, the man page and the
/// README's table all read it.
public struct KeyBinding: Sendable {
    /// The keys as the help writes them: `j`/`k`, ↓/↑.
    public let keys: String
    /// What they do.
    public let meaning: String
    /// The keys and the action each one asks for.
    public let actions: [(key: Key, action: BrowseAction)]
    /// The key line's hint on each screen that shows one (`↑↓ move`).
    public let hints: [BrowseScreenKind: String]
    /// The only screens where these keys act so, or nil for every screen: a key bound only on
    /// some screens acts as its other binding elsewhere (`h` is history on Files, back elsewhere).
    public let only: Set<BrowseScreenKind>?

    /// Every key of `repos browse`, in the order the help lists them.
    public static let all: [KeyBinding] = [
        KeyBinding(
            keys: "`j`/`k`, ↓/↑", meaning: "move (also while typing a filter)",
            actions: [(.character("j"), .down), (.down, .down), (.character("k"), .up), (.up, .up)], hints: everywhere("↑↓ move")),
        KeyBinding(
            keys: "PgDn/PgUp, Space, Ctrl-F/Ctrl-B", meaning: "page",
            actions: [(.pageDown, .pageDown), (.character(" "), .pageDown), (.pageUp, .pageUp), (.control("f"), .pageDown), (.control("b"), .pageUp)]),
        KeyBinding(keys: "Ctrl-D/Ctrl-U", meaning: "half a page", actions: [(.control("d"), .halfPageDown), (.control("u"), .halfPageUp)]),
        KeyBinding(
            keys: "`g`/`G`, Home/End", meaning: "top and bottom",
            actions: [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)]),
        KeyBinding(
            keys: "Enter", meaning: "open: a repository, a commit, a folder or a file (a symlink followed), a branch's or tag's commits, a release's notes",
            actions: [(.enter, .open), (.right, .open), (.character("l"), .open)],
            hints: [
                .repositories: "⏎ open", .commits: "⏎ open", .repository: "⏎ open", .refs: "⏎ pick", .changedFiles: "⏎ diff", .workList: "⏎ open",
                .workItem: "⏎ diff", .activity: "⏎ open",
            ]),
        KeyBinding(
            keys: "`h` (Files)", meaning: "on the Files face, the commits that touched the selected file or folder, at the ref shown; elsewhere, back",
            actions: [(.character("h"), .history)], hints: [.tree: "h history"], only: [.tree]),
        KeyBinding(
            keys: "Esc, Backspace, ←", meaning: "clear a kept filter or search, else back, keeping the selection where it was",
            actions: [(.escape, .back), (.backspace, .back), (.left, .back), (.character("h"), .back)],
            hints: [
                .commits: "esc back", .commit: "esc back", .details: "esc back", .repository: "esc back", .file: "esc back", .refs: "esc cancel",
                .release: "esc back", .comparison: "esc back", .changedFiles: "esc diff", .workList: "esc back", .workItem: "esc back",
                .activity: "esc back",
            ]),
        KeyBinding(keys: "`q`", meaning: "quit from anywhere, the help included", actions: [(.character("q"), .quit)], hints: everywhere("q quit")),
        KeyBinding(keys: "Ctrl-C", meaning: "quit, exit 130", actions: [(.control("c"), .interrupt)]),
        KeyBinding(keys: "Ctrl-Z", meaning: "suspend to the shell, the terminal as it was (fg comes back)", actions: [(.control("z"), .suspend)]),
        KeyBinding(keys: "Ctrl-L", meaning: "draw the whole screen again", actions: [(.control("l"), .redraw)]),
        KeyBinding(
            keys: "`/`",
            meaning:
                "filter as you type (repositories: name and description; commits: message and author); search as you type in a text, matches marked and counted; Enter keeps it, Esc clears it",
            actions: [(.character("/"), .filter)],
            hints: [
                .repositories: "/ filter", .commits: "/ filter", .commit: "/ search", .file: "/ search", .release: "/ search", .comparison: "/ search",
                .workList: "/ filter", .workItem: "/ search",
            ]),
        KeyBinding(
            keys: "Tab, `1`–`\(RepositoryFace.allCases.count)`",
            meaning: "a repository's faces: " + RepositoryFace.allCases.map(\.title).joined(separator: ", ")
                + "; on a commit or a comparison, Tab lists its changed files (Enter goes to a file's diff) and back",
            actions: [(.tab, .nextFace)] + RepositoryFace.allCases.map { (Key.character(Character(String($0.place))), BrowseAction.face($0.place)) },
            hints: [.repository: "tab faces", .commit: "tab files", .comparison: "tab files", .changedFiles: "tab diff", .workItem: "tab tabs"]),
        KeyBinding(
            keys: "`b`", meaning: "pick the branch or tag the README, Files and Commits show: type to filter, the arrows to move, Enter to pick, Esc to cancel",
            actions: [(.character("b"), .pickRef)], hints: [.repository: "b branch"]),
        KeyBinding(
            keys: "`n`/`N`", meaning: "the next and previous match of the search, round the ends",
            actions: [(.character("n"), .nextMatch), (.character("N"), .previousMatch)]),
        KeyBinding(
            keys: "`]`/`[`", meaning: "the next and previous file of a commit or a comparison",
            actions: [(.character("]"), .nextFile), (.character("["), .previousFile)], hints: [.commit: "]/[ file", .comparison: "]/[ file"]),
        KeyBinding(
            keys: "`s`/`S`",
            meaning:
                "cycle the sort of repositories (pushed, name, stars); reverse it. On a commit or a comparison, `s` puts old beside new, each numbered in half the width (from \(DiffLayout.sideBySideMinimum) columns), and back",
            actions: [(.character("s"), .sort), (.character("S"), .reverseSort)],
            hints: [.repositories: "s sort", .commit: "s side by side", .comparison: "s side by side"]),
        KeyBinding(
            keys: "`c`",
            meaning:
                "compare: on Branches, what the branch adds to the default; on Tags, what the default gained since the tag; on Commits, marked and selected, older as base",
            actions: [(.character("c"), .compare)], hints: [.commits: "m/c compare", .refFace: "c compare"]),
        KeyBinding(keys: "`m`", meaning: "mark the selected commit, for `c` to compare with another", actions: [(.character("m"), .mark)]),
        KeyBinding(
            keys: "`w`",
            meaning:
                "on a diff, wrap long lines (at first) or cut them at the width, the Left and Right arrows then scrolling the code, never its numbers or marks; Left at the edge goes back",
            actions: [(.character("w"), .wrap)], hints: [.commit: "w wrap", .comparison: "w wrap"]),
        KeyBinding(
            keys: "`i`", meaning: "a repository's details: description, topics, homepage, visibility, archived and fork",
            actions: [(.character("i"), .details)]),
        KeyBinding(
            keys: "`o`",
            meaning:
                "open the item's page (a repository, file, folder, commit, ref or release) on the configured GitHub host in the web browser; or show the URL",
            actions: [(.character("o"), .browser)], hints: everywhere("o browser")),
        KeyBinding(
            keys: "`y`", meaning: "copy the URL (a commit's SHA) with OSC 52", actions: [(.character("y"), .copy)],
            hints: [
                .repositories: "y copy", .commits: "y copy SHA", .commit: "y copy SHA", .details: "y copy", .repository: "y copy", .file: "y copy",
                .release: "y copy", .comparison: "y copy", .workList: "y copy", .workItem: "y copy",
            ]),
        KeyBinding(
            keys: "`r`", meaning: "refresh the screen, revalidating with the cache's ETags; what is shown stays until the new listing is in",
            actions: [(.character("r"), .refresh)],
            hints: [
                .repositories: "r refresh", .commits: "r refresh", .commit: "r refresh", .repository: "r refresh", .comparison: "r refresh",
                .workList: "r refresh", .workItem: "r refresh",
            ]),
        KeyBinding(
            keys: "`P`/`I`",
            meaning:
                "the org's open pull requests (P) or issues (I), or in a repository its own, as repos prs and repos issues list them; CI and review arrive for the rows on screen",
            actions: [(.character("P"), .pullRequests), (.character("I"), .issues)], hints: [.repositories: "P/I prs, issues", .repository: "P/I prs, issues"]),
        KeyBinding(
            keys: "`A`",
            meaning:
                "the org's Activity, its events as they happen, newest first; Enter opens what one names (a pull request, issue, commit or release); repositories with new events are marked",
            actions: [(.character("A"), .activity)], hints: [.repositories: "A activity"]),
        KeyBinding(
            keys: "`?`", meaning: "show every key (the arrows scroll it, any other key closes it)", actions: [(.character("?"), .help)],
            hints: everywhere("? help")),
    ]

    /// Creates a binding.
    init(
        keys: String, meaning: String, actions: [(key: Key, action: BrowseAction)], hints: [BrowseScreenKind: String] = [:],
        only: Set<BrowseScreenKind>? = nil
    ) {
        self.keys = keys
        self.meaning = meaning
        self.actions = actions
        self.hints = hints
        self.only = only
    }

    private static func everywhere(_ hint: String) -> [BrowseScreenKind: String] {
        Dictionary(uniqueKeysWithValues: BrowseScreenKind.allCases.map { ($0, hint) })
    }

    /// The action `key` asks for on `screen` (nil: on a screen with no keys of its own), if any.
    public static func action(for key: Key, on screen: BrowseScreenKind? = nil) -> BrowseAction? {
        for binding in all where binding.only.map({ screen.map($0.contains) ?? false }) ?? true {
            if let found = binding.actions.first(where: { $0.key == key }) { return found.action }
        }
        return nil
    }

    /// The key line of `screen`: its hints in the order of `all`, the help's and quit's last, as
    /// they are the ones kept when the line does not fit.
    public static func hints(for screen: BrowseScreenKind) -> [String] {
        let kept: Set<BrowseAction> = [.help, .quit]
        let hint = { (binding: KeyBinding) in binding.hints[screen] ?? screen.parent.flatMap { binding.hints[$0] } }
        let shown = all.filter { hint($0) != nil }
        let (last, first) = (
            shown.filter { $0.actions.contains { kept.contains($0.action) } }, shown.filter { !$0.actions.contains { kept.contains($0.action) } }
        )
        return (first + last.reversed()).compactMap(hint)
    }
}

/// The kinds of browse screen, for the key line each shows.
public enum BrowseScreenKind: CaseIterable, Hashable, Sendable {
    /// An organization's repositories.
    case repositories
    /// A repository's commits.
    case commits
    /// One commit.
    case commit
    /// A repository's details.
    case details
    /// A repository's faces (README, files, refs).
    case repository
    /// One file of a repository.
    case file
    /// The branch-or-tag picker of a repository.
    case refs
    /// One release's notes.
    case release
    /// Two refs compared.
    case comparison
    /// A commit's or a comparison's changed files, listed.
    case changedFiles
    /// A repository's Files face: its own keys, and the repository's.
    case tree
    /// A repository's Branches or Tags face: `c`, and the repository's keys.
    case refFace
    /// An organization's pull requests or issues.
    case workList
    /// One pull request or issue.
    case workItem
    /// An organization's events, live.
    case activity

    /// The kind whose key line this one shows too: the Files, Branches and Tags faces show the
    /// repository's.
    var parent: BrowseScreenKind? { self == .tree || self == .refFace ? .repository : nil }
}
