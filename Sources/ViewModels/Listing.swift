import Foundation
import Models
import Reactive
import Service

/// A listing as a view model holds it: the items, GitHub's object for each when the view will
/// write them, and whether more exist than are held.
public struct Listing<Item: Sendable>: Sendable {
    /// The items, in order.
    public var items: [Item]
    /// GitHub's object for each of `items`, in the same order, exactly as sent; empty when the
    /// view model was not asked to keep them (a table needs none).
    public var documents: [Data]
    /// True when items exist beyond these.
    public var hasMore: Bool
    /// About how many items the whole listing holds, when the server's links say.
    public var expectedCount: Int?

    /// Creates a listing.
    public init(items: [Item], documents: [Data] = [], hasMore: Bool, expectedCount: Int? = nil) {
        self.items = items
        self.documents = documents
        self.hasMore = hasMore
        self.expectedCount = expectedCount
    }

    /// No items.
    public static var empty: Listing { Listing(items: [], hasMore: false) }

    /// Each page as a listing of what is kept of it: its items, and its objects' bytes when
    /// `keepsDocuments`; a page whose bytes do not split into its items fails the stream.
    static func pages(_ pages: AnyPublisher<Page<Item>, GitHubError>, keepsDocuments: Bool, endpoint: String) -> AnyPublisher<Listing, GitHubError> {
        pages
            .tryMap { page in try Listing.page(page, keepsDocuments: keepsDocuments, endpoint: endpoint) }
            .mapError { $0 as? GitHubError ?? .undecodable(endpoint: endpoint, path: "", reason: "\($0)") }
            .eraseToAnyPublisher()
    }

    /// What to keep of one page: its items, and its objects' bytes when `keepsDocuments`.
    private static func page(_ page: Page<Item>, keepsDocuments: Bool, endpoint: String) throws(GitHubError) -> Listing {
        guard keepsDocuments else { return Listing(items: page.items, hasMore: page.hasMore, expectedCount: page.expectedCount) }
        do throws(JSONScanner.Malformed) {
            return Listing(items: page.items, documents: try page.documents(), hasMore: page.hasMore, expectedCount: page.expectedCount)
        } catch {
            throw .undecodable(endpoint: endpoint, path: "", reason: error.reason)
        }
    }

    /// The items at `indices`, in that order, with their documents.
    func picking(_ indices: [Int], hasMore: Bool) -> Listing {
        Listing(items: indices.map { items[$0] }, documents: documents.isEmpty ? [] : indices.map { documents[$0] }, hasMore: hasMore)
    }
}
