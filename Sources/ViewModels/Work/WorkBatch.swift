import Foundation
import Service

/// What one answer of a sweep or a search adds to a listing of pull requests or issues: items
/// and GitHub's object of each, a target's plan, a repository with issues turned off, or what a
/// search page says of the whole search.
public struct WorkBatch: Sendable {
    /// The items, as rows show them.
    public var items: [WorkItem] = []
    /// GitHub's object of each item, exactly as sent.
    public var documents: [Data] = []
    /// A target's plan, when the batch is one.
    public var plan: WorkPlan?
    /// A repository that has issues turned off.
    public var issuesDisabled: String?
    /// How many items match a search in all, and whether it stopped early.
    public var search: (total: Int, incomplete: Bool)?
    /// The target GitHub answered 404 for, just before the load fails with it.
    public var missing: WorkTarget?
}
