import Foundation

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

extension OutputSettings {
    /// Writes GitHub's objects of `count` items as this JSON format asks: one document, or one
    /// object per line; an item without its object is an error, never invented JSON.
    func writeObjects(_ documents: [Data], of count: Int, to output: inout some TextOutputStream) throws {
        guard documents.count == count else { throw JSONOutput.MissingJSON() }
        let writer = JSONOutput(fields: jsonFields, color: terminal.color)
        if format == .ndjson {
            try writer.writeLines(documents, to: &output)
        } else {
            try writer.writeDocument(documents, to: &output)
        }
    }

    /// Writes GitHub's one object (a commit, a tree) as this JSON format asks: the object itself,
    /// or it on one line.
    func writeObject(_ document: Data, to output: inout some TextOutputStream) throws {
        let writer = JSONOutput(fields: jsonFields, color: terminal.color)
        if format == .ndjson {
            try writer.writeLines([document], to: &output)
        } else {
            try writer.writeDocument(single: document, to: &output)
        }
    }
}
