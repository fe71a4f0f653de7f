import Foundation
import Models

/// One page of a search for issues and pull requests: how many match in all, whether GitHub
/// stopped early, the items, and GitHub's object of each.
public struct SearchPage: Sendable {
    /// How many items match in all; search returns at most `SearchPage.reachable` of them.
    public var totalCount: Int
    /// True when GitHub stopped searching early (the items are only some that match).
    public var incompleteResults: Bool
    /// This page's items.
    public var items: [Issue]
    /// GitHub's object of each item, exactly as sent.
    public var documents: [Data]

    /// The most results GitHub's search returns for one query, however many match.
    public static let reachable = 1_000

    /// Creates a page.
    public init(totalCount: Int, incompleteResults: Bool, items: [Issue], documents: [Data]) {
        (self.totalCount, self.incompleteResults, self.items, self.documents) = (totalCount, incompleteResults, items, documents)
    }
}
