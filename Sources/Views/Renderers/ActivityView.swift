import Foundation
import Models
import ViewModels

/// Renders `repos activity`: a table with a sparkline per repository, the top authors and a
/// footer on a terminal; one row per active repository when piped; an array of summaries as JSON.
public struct ActivityView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings

    /// Creates the view.
    public init(_ settings: OutputSettings) { self.settings = settings }

    /// Writes the whole output; `relative` says "3 hours ago" for a date.
    public func render(_ report: ActivityReport, owner: String, relative: (Date) -> String, to output: inout some TextOutputStream) throws {
        switch settings.format {
        case .json:
            try JSONOutput(fields: settings.jsonFields, color: settings.terminal.color).writeDocument(report.repositories.map { Self.json($0) }, to: &output)
        case .ndjson:
            try JSONOutput(fields: settings.jsonFields, color: settings.terminal.color).writeLines(report.repositories.map { Self.json($0) }, to: &output)
        case .tsv, .csv:
            Self.delimitedFields.writeRows(report.repositories, format: settings.format, terminal: settings.terminal, to: &output)
        case .table:
            table(report, owner: owner, relative: relative, to: &output)
        }
    }

    /// The fields of JSON output, in order.
    public static let fields = ["full_name", "commits", "first_commit_at", "last_commit_at", "authors", "buckets"]

    /// The TSV and CSV fields of a repository's activity, each with its header, declared once.
    static let delimitedFields: [Field<RepositoryActivity>] = [
        Field("full_name", meaning: "owner/name", value: { $0.fullName }),
        Field("commits", meaning: "commits in the window", value: { String($0.commits) }),
        Field("authors", meaning: "distinct authors in the window", value: { String($0.authors.count) }),
        Field("last_commit_at", meaning: "the latest commit's date, ISO 8601 UTC", value: { GitHubJSON.formatDate($0.lastCommitAt) }),
        Field("counts", meaning: "commits per day (or week), comma-separated", value: { $0.buckets.counts.map(String.init).joined(separator: ",") }),
    ]

    private func table(_ report: ActivityReport, owner: String, relative: (Date) -> String, to output: inout some TextOutputStream) {
        guard !report.repositories.isEmpty else { return }
        let color = settings.terminal.color
        let names = report.repositories.map { SafeText.line($0.fullName) }
        // The sparkline takes what the other columns leave, but never less than a week of days.
        let nameWidth = min(40, names.map(DisplayWidth.of).max() ?? 10)
        let fixed = max(nameWidth, 10) + 7 + 7 + 14 + 8
        let sparkWidth = max(7, settings.terminal.width - fixed)
        let table = TextTable(
            columns: [
                .init("REPOSITORY", priority: 10), .init("COMMITS", alignRight: true, priority: 5),
                .init("AUTHORS", alignRight: true, priority: 3, droppable: true), .init("LAST", priority: 2, droppable: true),
                .init("ACTIVITY", priority: 1, droppable: true),
            ],
            rows: zip(report.repositories, names).map { entry, name in
                [
                    .init(name, .bold), .init(String(entry.commits), .yellow), .init(String(entry.authors.count)),
                    .init(relative(entry.lastCommitAt), .dim), .init(Sparkline.render(entry.buckets.counts, width: sparkWidth), .green),
                ]
            }
        )
        for line in table.render(width: settings.terminal.width, color: color) { output.write(line + "\n") }
        let top = report.authors.prefix(5).map { "\(SafeText.line($0.displayName)) (\($0.commits))" }
        output.write("\nTop authors: " + top.joined(separator: ", ") + (report.authors.count > 5 ? ", …" : "") + "\n")
        let day = String(GitHubJSON.formatDate(report.since).prefix(10))
        output.write(
            Style.dim.apply(
                "\(Plural.count(report.totalCommits, "commit")) by \(Plural.count(report.authors.count, "author")) in \(report.repositories.count) of \(Plural.count(report.pushedRepositories, "repository", "repositories")) pushed since \(day)",
                enabled: color
            ) + "\n")
    }

    /// One summary as compact JSON; `JSONOutput` lays it out and re-escapes its strings.
    static func json(_ entry: RepositoryActivity) -> Data {
        JSONValue.object([
            ("full_name", .string(entry.fullName)),
            ("commits", .int(entry.commits)),
            ("first_commit_at", .string(GitHubJSON.formatDate(entry.firstCommitAt))),
            ("last_commit_at", .string(GitHubJSON.formatDate(entry.lastCommitAt))),
            ("authors", .array(entry.authors.map { .object([("login", .string($0.login)), ("name", .string($0.name)), ("commits", .int($0.commits))]) })),
            (
                "buckets",
                .object([
                    ("unit", .string(entry.buckets.unit.rawValue)), ("start", .string(GitHubJSON.formatDate(entry.buckets.start))),
                    ("counts", .array(entry.buckets.counts.map(JSONValue.int))),
                ])
            ),
        ]).bytes
    }
}
