/// How a style that carries meaning reads where styles are off (`NO_COLOR`, `TERM=dumb`, a pipe, a
/// table's plain cells): the marks a person would type for it. One table, so the README, release
/// notes, diffs and help say struck, emphasised, code and changed words alike.
enum PlainForm {
    /// Emphasis, as Markdown writes it.
    static let emphasis = (open: "*", close: "*")
    /// Strong emphasis, as Markdown writes it.
    static let strong = (open: "**", close: "**")
    /// Struck text, as GitHub's Markdown writes it.
    static let struck = (open: "~~", close: "~~")
    /// Code, as Markdown writes it.
    static let code = (open: "`", close: "`")
    /// A removed word in a diff, as `git diff --word-diff=plain` writes it.
    static let removed = (open: "[-", close: "-]")
    /// An added word in a diff, as `git diff --word-diff=plain` writes it.
    static let added = (open: "{+", close: "+}")
    /// What rules a table's header off from its rows.
    static let headerRule: Character = "-"

    /// A heading's mark of its level, as Markdown writes it: `### ` for level 3.
    static func heading(level: Int) -> String { String(repeating: "#", count: max(1, min(level, 6))) + " " }

    /// `text` between `marks`.
    static func marked(_ text: String, _ marks: (open: String, close: String)) -> String { marks.open + text + marks.close }
}
