/// One page of `GET /search/issues`: how many items match in all (which may be more than search
/// will ever return), whether the search timed out before it found them all, and this page's
/// items.
public struct SearchResults<Item: Decodable & Sendable>: Decodable, Sendable {
    /// How many items match the query in all.
    public var totalCount: Int
    /// True when GitHub stopped searching early: the items are only some of those that match.
    public var incompleteResults: Bool
    /// This page's items.
    public var items: [Item]

    /// Creates a page of results.
    public init(totalCount: Int, incompleteResults: Bool, items: [Item]) {
        (self.totalCount, self.incompleteResults, self.items) = (totalCount, incompleteResults, items)
    }

    private enum CodingKeys: String, CodingKey {
        case items
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
    }
}
