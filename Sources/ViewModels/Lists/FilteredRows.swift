/// What a live list shows, with the filter's text it was chosen by: a view keeps its selection's
/// rule (the first match when the text changes, the same item when it is cleared) by comparing
/// the text, which it cannot tell from the rows alone.
public struct FilteredRows<Item: Sendable>: Sendable {
    /// The filter's text the rows match; empty when unfiltered.
    public let query: String
    /// The rows, in the order shown.
    public let items: [Item]

    /// Rows `items` matching `query`.
    public init(query: String = "", items: [Item] = []) {
        (self.query, self.items) = (query, items)
    }
}
