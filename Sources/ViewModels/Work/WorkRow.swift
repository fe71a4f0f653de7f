import Foundation
import Models

/// One pull request or issue as a table, TSV or CSV row shows it: the item's words, its times
/// for people and for scripts, and whether it changed since the last look.
public struct WorkRow: Equatable, Sendable {
    /// The item.
    public var item: WorkItem
    /// Whether it changed since the targets were last listed.
    public var isNew: Bool
    /// "2 days ago", when it was opened.
    public var age: String
    /// "5 minutes ago", when it last changed.
    public var updated: String

    /// The row of `item` at `now`.
    public init(_ item: WorkItem, isNew: Bool, now: Date) {
        self.item = item
        self.isNew = isNew
        age = RelativeTime.describe(item.createdAt, now: now)
        updated = RelativeTime.describe(item.updatedAt, now: now)
    }

    /// Its labels' names, comma-separated.
    public var labels: String { item.labels.map(\.name).joined(separator: ", ") }

    /// Who is asked for a review: logins with `@`, teams as `org/team`.
    public var reviewers: String { (item.reviewers.map { "@" + $0 } + item.teams).joined(separator: ", ") }

    /// `base ← head`, or empty for an issue.
    public var branches: String {
        guard let base = item.base, let head = item.head else { return "" }
        return "\(base) ← \(head)"
    }
}
