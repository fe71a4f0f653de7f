import Foundation
import Models
import ViewModels

/// Renders `repos list` results in every format.
public struct RepositoryListView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings

    /// Creates the view.
    public init(_ settings: OutputSettings) { self.settings = settings }

    /// Writes the whole output to `output`, each line ending in a newline (CRLF for CSV). Rows
    /// are only built for the text formats; JSON is `documents`, GitHub's object of each
    /// repository.
    public func render(
        repositories: [Repository], documents: [Data], rows: @autoclosure () -> [RepositoryRow], to output: inout some TextOutputStream
    ) throws {
        switch settings.format {
        case .json:
            guard documents.count == repositories.count else { throw JSONOutput.MissingJSON() }
            try JSONOutput(fields: settings.jsonFields, color: settings.terminal.color).writeDocument(documents, to: &output)
        case .ndjson:
            guard documents.count == repositories.count else { throw JSONOutput.MissingJSON() }
            try JSONOutput(fields: settings.jsonFields, color: settings.terminal.color).writeLines(documents, to: &output)
        case .tsv:
            for row in rows() {
                output.write(
                    DelimitedText.tsv([
                        row.name, row.description, row.language, String(row.stars), String(row.forks),
                        ([row.visibility] + row.flags.filter { $0 != "private" && $0 != "internal" }).joined(separator: ","), row.updatedISO,
                    ]) + "\n")
            }
        case .csv:
            let header = ["name", "description", "language", "stars", "forks", "visibility", "fork", "archived", "updated_at"]
            output.write(DelimitedText.csv(header) + "\r\n")
            for row in rows() {
                output.write(
                    DelimitedText.csv([
                        row.name, row.description, row.language, String(row.stars), String(row.forks), row.visibility, String(row.flags.contains("fork")),
                        String(row.flags.contains("archived")), row.updatedISO,
                    ]) + "\r\n")
            }
        case .table:
            let rows = rows()
            guard !rows.isEmpty else { return }
            let table = TextTable(
                // The name identifies the row: it is cut last. The description gives way first,
                // then language, dates, forks and stars, down to being left out.
                columns: [
                    .init("NAME", priority: 10), .init("DESCRIPTION", flexible: true, priority: 1, droppable: true),
                    .init("LANGUAGE", priority: 2, droppable: true), .init("STARS", alignRight: true, priority: 5, droppable: true),
                    .init("FORKS", alignRight: true, priority: 4, droppable: true), .init("UPDATED", priority: 3, droppable: true),
                ],
                rows: rows.map { row in
                    let marks = row.flags.isEmpty ? "" : " (" + row.flags.joined(separator: ", ") + ")"
                    return [
                        .init(SafeText.line(row.name), .bold),
                        .init(SafeText.line(row.description) + marks, row.flags.contains("archived") ? .dim : .plain),
                        .init(SafeText.line(row.language)),
                        .init(String(row.stars), .yellow),
                        .init(String(row.forks)),
                        .init(row.updated, .dim),
                    ]
                }
            )
            for line in table.render(width: settings.terminal.width, color: settings.terminal.color) { output.write(line + "\n") }
        }
    }

    /// The whole output as a string.
    public func render(repositories: [Repository], documents: [Data] = [], rows: [RepositoryRow]) throws -> String {
        var output = ""
        try render(repositories: repositories, documents: documents, rows: rows, to: &output)
        return output
    }
}
