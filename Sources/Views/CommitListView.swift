import Foundation
import Models
import ViewModels

/// Renders `repos commits` results in every format.
public struct CommitListView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings

    /// Creates the view.
    public init(_ settings: OutputSettings) { self.settings = settings }

    /// Writes the whole output to `output`; rows are only built for the text formats, and JSON is
    /// `documents`, GitHub's object of each commit.
    public func render(commits: [Commit], documents: [Data], rows: @autoclosure () -> [CommitRow], to output: inout some TextOutputStream) throws {
        switch settings.format {
        case .json:
            guard documents.count == commits.count else { throw JSONOutput.MissingJSON() }
            try JSONOutput(fields: settings.jsonFields, color: settings.terminal.color).writeDocument(documents, to: &output)
        case .ndjson:
            guard documents.count == commits.count else { throw JSONOutput.MissingJSON() }
            try JSONOutput(fields: settings.jsonFields, color: settings.terminal.color).writeLines(documents, to: &output)
        case .tsv:
            for row in rows() { output.write(DelimitedText.tsv([row.sha, row.author, row.dateISO, row.subject]) + "\n") }
        case .csv:
            output.write(DelimitedText.csv(["sha", "author", "date", "message"]) + "\r\n")
            for row in rows() { output.write(DelimitedText.csv([row.sha, row.author, row.dateISO, row.subject]) + "\r\n") }
        case .table:
            let rows = rows()
            guard !rows.isEmpty else { return }
            let table = TextTable(
                columns: [
                    .init("SHA", priority: 10), .init("AUTHOR", priority: 3, droppable: true), .init("DATE", priority: 2, droppable: true),
                    .init("MESSAGE", flexible: true, priority: 1),
                ],
                rows: rows.map { row in
                    [.init(row.shortSHA, .yellow), .init(SafeText.line(row.author), .bold), .init(row.date, .dim), .init(SafeText.line(row.subject))]
                }
            )
            for line in table.render(width: settings.terminal.width, color: settings.terminal.color) { output.write(line + "\n") }
        }
    }

    /// The whole output as a string.
    public func render(commits: [Commit], documents: [Data] = [], rows: [CommitRow]) throws -> String {
        var output = ""
        try render(commits: commits, documents: documents, rows: rows, to: &output)
        return output
    }
}
