/// How a view writes: the format, where it goes, and which JSON fields to keep.
public struct OutputSettings: Sendable {
    /// The format.
    public var format: OutputFormat
    /// Where it goes.
    public var terminal: TerminalFacts
    /// Top-level JSON fields, or nil for all.
    public var jsonFields: [String]?

    /// Creates settings.
    public init(format: OutputFormat, terminal: TerminalFacts, jsonFields: [String]? = nil) {
        self.format = format
        self.terminal = terminal
        self.jsonFields = jsonFields
    }
}
