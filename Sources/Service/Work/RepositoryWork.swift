import Foundation

/// One repository's answer in a sweep: its items (pull requests or issues), GitHub's object of
/// each, and whether the repository has issues turned off (GitHub's 410: none to list).
public struct RepositoryWork<Item: Sendable>: Sendable {
    /// `owner/name`.
    public var repository: String
    /// The items, in GitHub's order.
    public var items: [Item]
    /// GitHub's object of each item, exactly as sent, one for each of `items`.
    public var documents: [Data]
    /// True when the repository has issues turned off.
    public var issuesDisabled: Bool

    /// Creates an answer.
    public init(repository: String, items: [Item], documents: [Data], issuesDisabled: Bool = false) {
        (self.repository, self.items, self.documents, self.issuesDisabled) = (repository, items, documents, issuesDisabled)
    }
}
