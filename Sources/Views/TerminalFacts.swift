/// What the views need to know about where output goes, injected so views are pure functions.
public struct TerminalFacts: Equatable, Sendable {
    /// Whether stdout is a terminal.
    public var isTerminal: Bool
    /// Columns available.
    public var width: Int
    /// Whether to colour.
    public var color: Bool
    /// Whether the terminal follows OSC 8 hyperlinks, so a link can be its text alone.
    public var hyperlinks: Bool

    /// Creates the facts.
    public init(isTerminal: Bool, width: Int, color: Bool, hyperlinks: Bool = false) {
        self.isTerminal = isTerminal
        self.width = width
        self.color = color
        self.hyperlinks = hyperlinks
    }
}
