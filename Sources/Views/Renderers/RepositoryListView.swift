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
        try settings.writeListing(documents: documents, of: repositories.count, rows: rows(), by: Self.fields, to: &output)
    }

    /// The fields of a repository's row, in order. The table shows the flags as marks on the
    /// description. The name identifies the row and is cut last; the description gives way
    /// first, then language, dates, forks and stars, down to being left out.
    public static let fields: [Field<RepositoryRow>] = [
        Field("name", meaning: "`owner/name`", value: \.name, table: (.init("NAME", priority: 10), { .init($0.name, .bold) })),
        Field(
            "description", meaning: "the description", value: \.description,
            table: (
                .init("DESCRIPTION", flexible: true, priority: 1, droppable: true),
                { row in
                    let marks = row.flags.isEmpty ? "" : " (" + row.flags.joined(separator: ", ") + ")"
                    return .init(row.description + marks, row.flags.contains("archived") ? .dim : .plain)
                }
            )),
        Field(
            "language", meaning: "the main language", value: \.language,
            table: (.init("LANGUAGE", priority: 2, droppable: true), { .init($0.language) })),
        Field(
            "stars", meaning: "stargazers", value: { String($0.stars) },
            table: (.init("STARS", alignRight: true, priority: 5, droppable: true), { .init(String($0.stars), .yellow) })),
        Field(
            "forks", meaning: "forks", value: { String($0.forks) },
            table: (.init("FORKS", alignRight: true, priority: 4, droppable: true), { .init(String($0.forks)) })),
        Field("visibility", meaning: "`public`, `private` or `internal`", value: \.visibility),
        Field("fork", meaning: "`true` for a fork", value: { String($0.flags.contains("fork")) }),
        Field("archived", meaning: "`true` when archived", value: { String($0.flags.contains("archived")) }),
        Field(
            "updated_at", meaning: "last metadata change, ISO 8601 UTC (the table shows the later of push and update, relative)",
            value: \.updatedISO, table: (.init("UPDATED", priority: 3, droppable: true), { .init($0.updated, .dim) })),
    ]
}
