import Foundation
import JSON
import Models

/// One page of a listing, the one page type from the Service up: the items decoded from it,
/// GitHub's bytes they were decoded from (each item's object found by `documents()`), its `next`
/// and `last` links, whether the listing goes on, and where the page came from. The service keeps
/// nothing of it, and neither does a view model: each view takes what it needs (a table the
/// items, JSON output GitHub's bytes).
public struct Page<Item: Sendable>: Sendable {
    /// The page's items, in GitHub's order; the first `items.count` elements of `bytes` when the
    /// limit cut the page short.
    public let items: [Item]
    /// The page's body exactly as GitHub sent it: a JSON array.
    public let bytes: Data
    /// True when items exist beyond this page: a `next` link, or items the limit cut off.
    public let hasMore: Bool
    /// The page's `next` and `last` links, as GitHub sent them.
    public let links: LinkHeader
    /// The network or the cache.
    public let source: ResponseSource
    /// About how many items the whole listing holds, from the `last` link's page number times
    /// the page size; nil when the page has no `last` link (the last page, or a cursor listing).
    public let expectedCount: Int?

    /// Creates a page.
    public init(
        items: [Item], bytes: Data, hasMore: Bool, links: LinkHeader = .empty, source: ResponseSource = .network, expectedCount: Int? = nil
    ) {
        self.items = items
        self.bytes = bytes
        self.hasMore = hasMore
        self.links = links
        self.source = source
        self.expectedCount = expectedCount
    }

    /// Each item's object in `bytes`, exactly as GitHub sent it, one for each of `items`: slices
    /// that share the page's storage. The array is scanned once per call.
    public func documents() throws(JSONScanner.Malformed) -> [Data] {
        let ranges = try JSONScanner.elements(ofArray: bytes)
        guard ranges.count >= items.count else {
            throw JSONScanner.Malformed(reason: "\(ranges.count) elements in the bytes, \(items.count) decoded")
        }
        return ranges.prefix(items.count).map { bytes[bytes.startIndex + $0.lowerBound..<bytes.startIndex + $0.upperBound] }
    }
}
