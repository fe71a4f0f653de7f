import Foundation
import Models

/// Renders `repos branches`, `repos tags` and `repos releases` in every format: GitHub's own
/// objects for JSON, and for text the fields below, each declared once with its header.
public struct RefListView<Item>: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings
    /// The fields of an item's row, in order.
    public var fields: [Field<Item>]

    /// Creates the view.
    public init(_ settings: OutputSettings, fields: [Field<Item>]) {
        self.settings = settings
        self.fields = fields
    }

    /// Writes the whole output: `documents` (GitHub's object of each item) for JSON, else rows.
    public func render(_ items: [Item], documents: [Data], to output: inout some TextOutputStream) throws {
        try settings.writeListing(documents: documents, of: items.count, rows: items, by: fields, to: &output)
    }
}

extension RefListView where Item == Branch {
    /// A branch's fields: its name, its tip, and whether it is protected.
    public static let branchFields: [Field<Branch>] = [
        Field("name", meaning: "the branch's name", value: \.name, table: (.init("BRANCH", priority: 10), { .init($0.name, .bold) })),
        .sha("its tip's SHA", header: "TIP", priority: 5, value: \.sha),
        Field(
            "protected", meaning: "true when protected, false when not, empty when GitHub did not say",
            value: { $0.protected.map(String.init) ?? "" },
            table: (.init("PROTECTED", priority: 1, droppable: true), { .init($0.protected == true ? "protected" : "", .dim) })),
    ]
}

extension RefListView where Item == RepositoryTag {
    /// A tag's fields: its name and its commit.
    public static let tagFields: [Field<RepositoryTag>] = [
        Field("name", meaning: "the tag's name", value: \.name, table: (.init("TAG", priority: 10), { .init($0.name, .bold) })),
        .sha("its commit's SHA", header: "COMMIT", priority: 5, value: \.sha),
    ]
}

extension RefListView where Item == Release {
    /// A release's fields: its tag, title, kind and publication date (the table relative, by
    /// `relative`).
    public static func releaseFields(relative: @escaping @Sendable (Date) -> String) -> [Field<Release>] {
        [
            Field("tag_name", meaning: "the tag it is made from", value: \.tagName, table: (.init("TAG", priority: 10), { .init($0.tagName, .bold) })),
            Field(
                "name", meaning: "its title", value: { $0.name ?? "" },
                table: (.init("TITLE", flexible: true, priority: 3), { .init($0.name ?? "") })),
            Field(
                "kind", meaning: "draft, prerelease or latest-eligible release", value: Self.kind,
                table: (.init("KIND", priority: 4, droppable: true), { .init(Self.kind($0), .dim) })),
            Field(
                "published_at", meaning: "when it was published, ISO 8601 UTC (the table: relative); empty for a draft",
                value: { $0.publishedAt.map(GitHubJSON.formatDate) ?? "" },
                table: (.init("PUBLISHED", priority: 2, droppable: true), { .init($0.publishedAt.map(relative) ?? "", .dim) })),
        ]
    }

    /// `draft`, `prerelease` or `release`.
    @Sendable static func kind(_ release: Release) -> String {
        release.draft ? "draft" : release.prerelease ? "prerelease" : "release"
    }
}
