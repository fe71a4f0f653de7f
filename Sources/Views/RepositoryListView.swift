import Models
import ViewModels

/// Renders `repos list` results in every format.
public struct RepositoryListView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings

    /// Creates the view.
    public init(_ settings: OutputSettings) { self.settings = settings }

    /// The whole output, each line ending in a newline (CRLF for CSV).
    public func render(repositories: [Repository], rows: [RepositoryRow]) throws -> String {
        switch settings.format {
        case .json:
            return try JSONOutput(fields: settings.jsonFields).document(repositories) + "\n"
        case .ndjson:
            return try JSONOutput(fields: settings.jsonFields).lines(repositories).map { $0 + "\n" }.joined()
        case .tsv:
            return rows.map { row in
                DelimitedText.tsv([row.name, row.description, row.language, String(row.stars), String(row.forks), ([row.visibility] + row.flags.filter { $0 != "private" && $0 != "internal" }).joined(separator: ","), row.updatedISO]) + "\n"
            }.joined()
        case .csv:
            let header = ["name", "description", "language", "stars", "forks", "visibility", "fork", "archived", "updated_at"]
            let lines = rows.map { row in
                DelimitedText.csv([row.name, row.description, row.language, String(row.stars), String(row.forks), row.visibility, String(row.flags.contains("fork")), String(row.flags.contains("archived")), row.updatedISO])
            }
            return ([DelimitedText.csv(header)] + lines).map { $0 + "\r\n" }.joined()
        case .table:
            guard !rows.isEmpty else { return "" }
            let table = TextTable(
                columns: [.init("NAME"), .init("DESCRIPTION", flexible: true), .init("LANGUAGE"), .init("STARS", alignRight: true), .init("FORKS", alignRight: true), .init("UPDATED")],
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
            return table.render(width: settings.terminal.width, color: settings.terminal.color).map { $0 + "\n" }.joined()
        }
    }
}
