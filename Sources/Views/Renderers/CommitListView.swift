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
        try settings.writeListing(documents: documents, of: commits.count, rows: rows(), by: Self.fields, to: &output)
    }

    /// The fields of a commit's row, in order; the table shows the short SHA.
    public static let fields: [Field<CommitRow>] = [
        .sha("the full SHA", header: "SHA", priority: 10, value: \.sha),
        Field(
            "author", meaning: "the author's login when GitHub matched one, else git's name", value: \.author,
            table: (.init("AUTHOR", priority: 3, droppable: true), { .init($0.author, .bold) })),
        Field(
            "date", meaning: "the author date, ISO 8601 UTC (the table: relative)", value: \.dateISO,
            table: (.init("DATE", priority: 2, droppable: true), { .init($0.date, .dim) })),
        Field(
            "message", meaning: "the message's first line", value: \.subject,
            table: (.init("MESSAGE", flexible: true, priority: 1), { .init($0.subject) })),
    ]
}
