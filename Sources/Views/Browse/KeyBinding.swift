/// One row of the browse keys: how it is written for people, what it does, and the keys that do
/// it. `KeyBinding.all` is the one declaration: the parser's actions, the `?` overlay, the key
/// line and the README's table all read it.
public struct KeyBinding: Sendable {
    /// The keys as the help writes them: `j`/`k`, ↓/↑.
    public let keys: String
    /// What they do.
    public let meaning: String
    /// The keys and the action each one asks for.
    public let actions: [(key: Key, action: BrowseAction)]

    /// Every key of `repos browse`, in the order the help lists them.
    public static let all: [KeyBinding] = [
        KeyBinding(keys: "`j`/`k`, ↓/↑", meaning: "move", actions: [(.character("j"), .down), (.down, .down), (.character("k"), .up), (.up, .up)]),
        KeyBinding(
            keys: "PgDn/PgUp, Space", meaning: "page",
            actions: [(.pageDown, .pageDown), (.character(" "), .pageDown), (.pageUp, .pageUp), (.control("f"), .pageDown), (.control("b"), .pageUp)]),
        KeyBinding(
            keys: "`g`/`G`, Home/End", meaning: "top and bottom",
            actions: [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)]),
        KeyBinding(keys: "Enter", meaning: "open", actions: [(.enter, .open), (.right, .open), (.character("l"), .open)]),
        KeyBinding(
            keys: "Esc, Backspace, ←", meaning: "back, keeping the selection where it was",
            actions: [(.escape, .back), (.backspace, .back), (.left, .back), (.character("h"), .back)]),
        KeyBinding(keys: "`q`", meaning: "quit from anywhere", actions: [(.character("q"), .quit)]),
        KeyBinding(keys: "Ctrl-C", meaning: "quit, exit 130", actions: [(.control("c"), .interrupt)]),
        KeyBinding(
            keys: "`/`",
            meaning: "filter as you type, over name and description (repositories) or message and author (commits); Enter keeps the filter, Esc clears it",
            actions: [(.character("/"), .filter)]),
        KeyBinding(keys: "`s`", meaning: "cycle the sort of repositories: pushed, name, stars", actions: [(.character("s"), .sort)]),
        KeyBinding(
            keys: "`o`", meaning: "open the item's page with $BROWSER, else xdg-open/open; without one, show the URL", actions: [(.character("o"), .browser)]),
        KeyBinding(keys: "`y`", meaning: "copy the URL (a commit's SHA) with OSC 52", actions: [(.character("y"), .copy)]),
        KeyBinding(keys: "`r`", meaning: "refresh the screen, revalidating with the cache's ETags", actions: [(.character("r"), .refresh)]),
        KeyBinding(keys: "`?`", meaning: "show every key", actions: [(.character("?"), .help)]),
    ]

    /// The action `key` asks for, if any.
    public static func action(for key: Key) -> BrowseAction? {
        for binding in all {
            if let found = binding.actions.first(where: { $0.key == key }) { return found.action }
        }
        return nil
    }
}
