import Foundation

/// How a view writes: the format, where it goes, and which JSON fields to keep.
public struct OutputSettings: Sendable {
    /// The format.
    public var format: OutputFormat
    /// Where it goes.
    public var terminal: TerminalFacts
    /// Top-level JSON fields, or nil for all.
    public var jsonFields: [String]?
    /// Whether the JSON objects a listing's view is handed were laid out as the document's
    /// elements while they were gathered (`GatheredObjects(layout:)`), to be written as they are.
    public var objectsLaidOut: Bool

    /// Creates settings.
    public init(format: OutputFormat, terminal: TerminalFacts, jsonFields: [String]? = nil, objectsLaidOut: Bool = false) {
        self.format = format
        self.terminal = terminal
        self.jsonFields = jsonFields
        self.objectsLaidOut = objectsLaidOut
    }

    /// The writer that lays out a listing's objects as they are gathered, when this output is one
    /// JSON document of whole objects (no field list: selecting is left to the end, where its
    /// errors are reported as ever); nil otherwise.
    public var gatheringLayout: JSONOutput? {
        format == .json && jsonFields == nil ? JSONOutput(fields: nil, color: terminal.color) : nil
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
        } else if objectsLaidOut {
            writer.writeDocument(elements: documents, to: &output)
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

extension OutputSettings {
    /// Writes a listing of `count` items as this format asks: for JSON, `documents` (GitHub's
    /// object of each); else `rows`, built only then, by `fields`.
    func writeListing<Row>(
        documents: [Data], of count: Int, rows: @autoclosure () -> [Row], by fields: [Field<Row>], to output: inout some TextOutputStream
    ) throws {
        switch format {
        case .json, .ndjson: try writeObjects(documents, of: count, to: &output)
        case .tsv, .csv, .table: fields.writeRows(rows(), format: format, terminal: terminal, to: &output)
        }
    }
}
