import Models
import ViewModels

/// Renders `repos commits` results in every format.
public struct CommitListView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings

    /// Creates the view.
    public init(_ settings: OutputSettings) { self.settings = settings }

    /// The whole output.
    public func render(commits: [Commit], rows: [CommitRow]) throws -> String {
        switch settings.format {
        case .json:
            return try JSONOutput(fields: settings.jsonFields).document(commits) + "\n"
        case .ndjson:
            return try JSONOutput(fields: settings.jsonFields).lines(commits).map { $0 + "\n" }.joined()
        case .tsv:
            return rows.map { DelimitedText.tsv([$0.sha, $0.author, $0.dateISO, $0.subject]) + "\n" }.joined()
        case .csv:
            let lines = rows.map { DelimitedText.csv([$0.sha, $0.author, $0.dateISO, $0.subject]) }
            return ([DelimitedText.csv(["sha", "author", "date", "message"])] + lines).map { $0 + "\r\n" }.joined()
        case .table:
            guard !rows.isEmpty else { return "" }
            let table = TextTable(
                columns: [.init("SHA"), .init("AUTHOR"), .init("DATE"), .init("MESSAGE", flexible: true)],
                rows: rows.map { row in
                    [.init(row.shortSHA, .yellow), .init(SafeText.line(row.author), .bold), .init(row.date, .dim), .init(SafeText.line(row.subject))]
                }
            )
            return table.render(width: settings.terminal.width, color: settings.terminal.color).map { $0 + "\n" }.joined()
        }
    }
}
