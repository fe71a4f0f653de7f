import Foundation
import Models
import Reactive
import Service

/// The state of `repos branches`, `repos tags` and `repos releases`: one of a repository's ref
/// listings, loaded page by page through one `ListingFeed`, in GitHub's order.
@MainActor
public final class RefListViewModel<Item: Decodable & Sendable>: ObservableObject, FeedViewModel {
    /// The pages as they arrive, and their loading state.
    public let feed: ListingFeed<Item>
    /// Which listing.
    public let kind: GitHubEndpoint.RefKind
    private let now: @Sendable () -> Date

    /// Creates the view model for `kind` of `owner/repo`, at most `limit` items (nil: all).
    public init(
        _ kind: GitHubEndpoint.RefKind, owner: String, repo: String, limit: Int?, source: any RefSource, now: @escaping @Sendable () -> Date
    ) {
        self.kind = kind
        self.now = now
        feed = ListingFeed(pacing: .eager) { source.refPages(kind, of: Item.self, owner: owner, repo: repo, limit: limit) }
    }

    /// The items, in GitHub's order.
    public var items: [Item] { feed.items }
    /// "3 days ago" for `date`, from the injected clock.
    public func relative(_ date: Date) -> String { RelativeTime.describe(date, now: now()) }
}
