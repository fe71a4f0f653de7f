import Service

/// A view model whose whole state is one `ListingFeed`: loading it is loading the feed, and its
/// failure and whether more exist are the feed's. The commits' and the refs' view models are
/// both one, so these are written once.
@MainActor
public protocol FeedViewModel: LoadableViewModel {
    /// What the listing holds.
    associatedtype Item: Sendable
    /// The pages as they arrive, and their loading state.
    var feed: ListingFeed<Item> { get }
}

extension FeedViewModel {
    /// True when more exist than were fetched.
    public var hasMore: Bool { feed.hasMore }
    /// The failure, if loading failed.
    public var error: GitHubError? { feed.error }

    /// Fetches the pages; returns when done.
    public func load() async {
        feed.load()
        await feed.loaded()
    }

    /// Cancels the load in flight (Ctrl-C); what is held stays.
    public func cancel() { feed.cancel() }
}
