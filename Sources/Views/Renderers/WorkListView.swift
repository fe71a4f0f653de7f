import Foundation
import Models
import ViewModels

/// Renders `repos prs` and `repos issues` in every format: a table on a terminal, TSV or CSV
/// rows, or GitHub's objects as sent.
public struct WorkListView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings

    /// Creates the view.
    public init(_ settings: OutputSettings) { self.settings = settings }

    /// Writes `rows` (or, for JSON, `documents`: GitHub's object of each) to `output`, pull
    /// request columns when `pullRequests`, else issue columns.
    public func render(
        rows: @autoclosure () -> [WorkRow], documents: [Data], count: Int, pullRequests: Bool, to output: inout some TextOutputStream
    ) throws {
        switch settings.format {
        case .json, .ndjson:
            try settings.writeObjects(documents, of: count, to: &output)
        case .tsv, .csv, .table:
            (pullRequests ? Self.pullRequestFields : Self.issueFields).writeRows(rows(), format: settings.format, terminal: settings.terminal, to: &output)
        }
    }

    /// The state as a cell: open green, draft dim, merged cyan, closed red.
    private static func state(_ row: WorkRow) -> TextTable.Cell {
        let style: Style
        switch row.item.state {
        case .open: style = .green
        case .draft: style = .dim
        case .merged: style = .cyan
        case .closed: style = .red
        }
        return .init(row.item.state.rawValue, style)
    }

    /// The fields both kinds' rows begin with.
    private static let leading: [Field<WorkRow>] = [
        Field(
            "item", meaning: "`owner/repo#n`", value: \.item.identity,
            table: (.init("ITEM", priority: 10), { .init(($0.isNew ? "● " : "  ") + $0.item.identity, $0.isNew ? .bold : .plain) })),
        Field(
            "title", meaning: "the title", value: \.item.title,
            table: (.init("TITLE", flexible: true, priority: 0, minimum: 30), { .init($0.item.title) })),
        Field(
            "author", meaning: "who opened it", value: \.item.author,
            table: (.init("AUTHOR", priority: 5, droppable: true), { .init($0.item.author) })),
        Field(
            "state", meaning: "`open`, `draft`, `merged` or `closed`", value: \.item.state.rawValue,
            table: (.init("STATE", priority: 7, droppable: true), state)),
    ]

    /// The fields both kinds' rows end with.
    private static let trailing: [Field<WorkRow>] = [
        Field(
            "labels", meaning: "its labels, comma-separated", value: \.labels,
            table: (.init("LABELS", priority: 1, droppable: true), { .init($0.labels, .yellow) })),
        Field(
            "created_at", meaning: "when it was opened, ISO 8601 UTC (the table shows its age)",
            value: { GitHubJSON.formatDate($0.item.createdAt) }, table: (.init("AGE", priority: 3, droppable: true), { .init($0.age, .dim) })),
        Field(
            "updated_at", meaning: "when it last changed, ISO 8601 UTC (the table shows how long ago; `●` marks a change since you last looked)",
            value: { GitHubJSON.formatDate($0.item.updatedAt) },
            table: (.init("UPDATED", priority: 6, droppable: true), { .init($0.updated, $0.isNew ? .bold : .dim) })),
    ]

    /// A pull request's fields, in order.
    public static let pullRequestFields: [Field<WorkRow>] =
        leading + [
            Field(
                "reviewers", meaning: "who is asked for a review and has not given one: `@login` or `org/team`", value: \.reviewers,
                table: (.init("REVIEWERS", priority: 4, droppable: true), { .init($0.reviewers) })),
            Field(
                "branches", meaning: "`base ← head`", value: \.branches,
                table: (.init("BASE ← HEAD", priority: 2, droppable: true, cutsAtStart: true), { .init($0.branches, .dim) })),
        ] + trailing

    /// An issue's fields, in order.
    public static let issueFields: [Field<WorkRow>] =
        leading + [
            Field(
                "comments", meaning: "how many comments", value: { String($0.item.comments ?? 0) },
                table: (.init("COMMENTS", alignRight: true, priority: 4, droppable: true), { .init(String($0.item.comments ?? 0)) }))
        ] + trailing
}
