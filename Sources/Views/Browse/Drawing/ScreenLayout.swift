/// How a browse screen's lines are shared: the title, the body, the key line; a list's body
/// starts with its column header. The one place the rows of a list and the lines of a text are
/// counted: the renderer draws exactly these, and every cursor scrolls and pages by them.
public struct ScreenLayout: Equatable, Sendable {
    /// The terminal's lines.
    public let height: Int

    /// The layout of a terminal `height` lines tall.
    public init(height: Int) { self.height = max(1, height) }

    /// The lines between the title and the key line.
    public var bodyLines: Int { max(0, height - 2) }
    /// The rows a list shows: its body less the column header (at least one, for the cursor).
    public var listRows: Int { max(1, bodyLines - 1) }
    /// The lines a text shows (at least one, for the cursor).
    public var textLines: Int { max(1, bodyLines) }
}
