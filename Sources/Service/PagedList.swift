/// The items of a paginated listing, and whether GitHub has more than were fetched.
public struct PagedList<Item: Sendable>: Sendable {
    /// The items, in the order GitHub sent them, at most the limit asked for.
    public var items: [Item]
    /// True when items exist beyond these (the limit stopped the fetch).
    public var hasMore: Bool

    /// Creates a list.
    public init(items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}

extension PagedList: Equatable where Item: Equatable {}
