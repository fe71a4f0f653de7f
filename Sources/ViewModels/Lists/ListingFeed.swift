import Dispatch
import Foundation
import Models
import Reactive
import Service

/// The one list core the list view models share: a listing loaded page by page, observable as it
/// grows. Pages are appended on the main actor as they arrive, so a live view shows page 1 while
/// the rest are still coming; a one-shot view awaits `loaded()` and renders once. Each page,
/// GitHub's bytes and all, is handed on through `arrivals` as it is taken in: a view that writes
/// GitHub's JSON takes the objects it needs from there, and the feed keeps only the items.
///
/// Two ways to load, one mechanism, `Subscribers.Demand`: `.eager` asks the pages for everything
/// (the service then keeps its pages in flight); `.onDemand` asks for one page at first and one
/// more per `loadMore()`, so a walk fetches only the pages a person scrolls to.
@MainActor
public final class ListingFeed<Item: Sendable>: ObservableObject {
    /// What is held of the pages.
    public enum Retention: Sendable {
        /// Every page's items: a listing gathered whole, within the caps.
        case everything
        /// Only the latest page's: a stream, written page by page, flat in memory whatever its
        /// length, so the cap does not apply.
        case latestPage
    }

    /// Where the items held came from, for a view that shows the cache's first
    /// (`load(rememberedFirst:)`).
    public enum Freshness: Equatable, Sendable {
        /// From GitHub in this load: the usual.
        case live
        /// The cache's, the oldest of them last confirmed by GitHub at `confirmedAt`; GitHub is
        /// being asked while `refreshing`.
        case remembered(confirmedAt: Date, refreshing: Bool)
        /// The cache's were shown first, and GitHub's have replaced them.
        case refreshed
    }

    /// How pages are asked for.
    public enum Pacing: Sendable {
        /// Every page, as fast as the service delivers them.
        case eager
        /// One page at first, then one more per `loadMore()`.
        case onDemand
    }

    /// The items so far, in order (with `.latestPage`, the latest page's). Not `@Published`
    /// itself, so that appending a page does not copy the whole array; `count` and `pages`
    /// publish each change.
    public private(set) var items: [Item] = []
    /// How many items are held; changes with every page (observe `$count` or `objectWillChange`).
    @Published public private(set) var count = 0
    /// How many pages have arrived; a stream writes `items` each time it grows.
    @Published public private(set) var pages = 0
    /// True while a page is asked for and not yet in.
    @Published public private(set) var isLoading = false
    /// Why loading failed, or nil. Items already in stay.
    @Published public private(set) var error: GitHubError?
    /// True when the server has more beyond `items`.
    @Published public private(set) var hasMore = false
    /// True once the listing is complete: every page in, or no more asked for.
    @Published public private(set) var isComplete = false
    /// About how many items the whole listing holds, when the server's links say.
    @Published public private(set) var expectedCount: Int?
    /// Whether the items are the cache's or GitHub's.
    @Published public private(set) var freshness = Freshness.live

    /// Each page as it is taken in, after `items` has grown by it: on the main actor, in order.
    public var arrivals: AnyPublisher<Page<Item>, Never> { arrived.eraseToAnyPublisher() }

    private let arrived = PassthroughSubject<Page<Item>, Never>()
    private let source: @Sendable () -> AnyPublisher<Page<Item>, GitHubError>
    /// The rest of the listing from a page's `next` link, when the source can resume one.
    private let resume: (@Sendable (URL) -> AnyPublisher<Page<Item>, GitHubError>?)?
    /// Where a load that failed part way would go on: the `next` link of the last page taken
    /// into `items` directly (not staged by a refresh), while that load has not finished.
    private var resumeAt: URL?
    /// The pages, delivered where the feed lives: the main queue, or a test's scheduler driven
    /// from the main actor.
    private let delivered: (AnyPublisher<Page<Item>, GitHubError>) -> AnyPublisher<Page<Item>, GitHubError>
    private let pacing: Pacing
    private let retention: Retention
    private let maxItems: Int
    private var subscriber: FeedPageSubscriber<Item>?
    /// A refresh's pages while they arrive (their items, how many, the expected count), applied
    /// together once all are in: nil when not refreshing.
    private var incoming: (items: [Item], pages: Int, expected: Int?)?
    /// What is loading: the cache's pages first (with when GitHub confirmed the oldest of them
    /// so far), or the listing itself.
    private enum Phase {
        case remembering(oldest: Date?)
        case listing
    }

    private var phase = Phase.listing
    /// Whether GitHub answered any page of this load (not the cache alone, as `--offline` or a
    /// young enough copy is): only then are the rows fresh.
    private var askedGitHub = false

    /// Creates a feed that loads from `pages` (made anew for each load and refresh). It holds
    /// at most `maxItems` items (`Limit.itemsPerListing`): a page past it stops the load
    /// with an error, so no server's patience can grow a gathered listing without bound. Pages
    /// are received on `scheduler`: the main queue, or a `TestScheduler` advanced on the main
    /// actor.
    public init<S: Scheduler>(
        pacing: Pacing, retention: Retention = .everything, maxItems: Int = Limit.itemsPerListing.value,
        scheduler: S = DispatchQueue.main, resume: (@Sendable (URL) -> AnyPublisher<Page<Item>, GitHubError>?)? = nil,
        pages: @escaping @Sendable () -> AnyPublisher<Page<Item>, GitHubError>
    ) {
        self.resume = resume
        delivered = { $0.receive(on: scheduler).eraseToAnyPublisher() }
        self.pacing = pacing
        self.retention = retention
        self.maxItems = maxItems
        source = pages
    }

    /// Starts loading from the first page, unless a load is already running or done.
    public func load() {
        guard subscriber == nil else { return }
        start()
    }

    /// Starts loading with what the cache holds (`remembered`: the same listing answered from the
    /// cache alone), so rows are on screen before any request returns, then asks GitHub
    /// (`refresh`): the cache's rows stay, marked by `freshness`, until GitHub's are all in and
    /// replace them. When the cache holds nothing, or only part, this is `load()` with what it held
    /// on screen meanwhile. Unless a load is already running or done.
    public func load(rememberedFirst remembered: @escaping @Sendable () -> AnyPublisher<Page<Item>, GitHubError>) {
        guard subscriber == nil else { return }
        phase = .remembering(oldest: nil)
        start(remembered())
    }

    /// Asks for the next page, when loading on demand and more exist and none is in flight.
    public func loadMore() {
        guard pacing == .onDemand, let subscriber, !isLoading, hasMore, error == nil else { return }
        isLoading = true
        subscriber.request(.max(1))
    }

    /// Loads again from the first page (through the cache, which then revalidates with its
    /// ETags). What is held stays until the new listing is in (every page when eager, the first
    /// when on demand), then is replaced whole; a refresh that fails leaves it as it was, with
    /// the error. After a load that failed part way, when the source can resume, it goes on from
    /// the pages held instead, asking only for the rest.
    public func refresh() {
        if error != nil, let next = resumeAt, let rest = resume?(next) {
            stop()
            return start(rest)
        }
        stop()
        resumeAt = nil
        incoming = ([], 0, nil)
        start()
    }

    /// Stops loading: the request in flight is cancelled, what is held stays.
    public func cancel() {
        stop()
        isLoading = false
    }

    /// Returns once nothing is loading: every page in (eager), the page asked for in (on
    /// demand), a failure, or a cancel. Cancelling the awaiting task cancels the load.
    public func loaded() async {
        await $isLoading.untilFalse { [weak self] in self?.cancel() }
    }

    private func start(_ pages: AnyPublisher<Page<Item>, GitHubError>? = nil) {
        error = nil
        isLoading = true
        askedGitHub = false
        let subscriber = FeedPageSubscriber(feed: self, initialDemand: pacing == .eager ? .unlimited : .max(1))
        self.subscriber = subscriber
        delivered(pages ?? source()).subscribe(subscriber)
    }

    private func stop() {
        phase = .listing
        incoming = nil
        subscriber?.cancel()
        subscriber = nil
    }

    func receive(_ page: Page<Item>, from sender: FeedPageSubscriber<Item>) {
        guard sender === subscriber else { return }
        if case .remembering(let oldest) = phase, let confirmedAt = page.source.confirmedAt {
            let since = min(oldest ?? confirmedAt, confirmedAt)
            phase = .remembering(oldest: since)
            // Marked as the cache's from the first row on; GitHub is asked once all are in.
            freshness = .remembered(confirmedAt: since, refreshing: false)
        } else if let confirmedAt = page.source.confirmedAt {
            // The cache answered without asking GitHub (`--offline`, or a copy young enough):
            // the rows say how old they are, as remembered ones do.
            switch freshness {
            case .live: freshness = .remembered(confirmedAt: confirmedAt, refreshing: false)
            case .remembered(let oldest, let refreshing): freshness = .remembered(confirmedAt: min(oldest, confirmedAt), refreshing: refreshing)
            case .refreshed: break
            }
        } else {
            askedGitHub = true
        }
        if retention == .latestPage {
            // A stream holds only its latest page: flat in memory, so the cap does not apply.
            items = []
        } else if var staged = incoming {
            guard staged.items.count + page.items.count <= maxItems else { return fail(.tooManyItems(limit: maxItems)) }
            staged.items += page.items
            staged.pages += 1
            staged.expected = page.expectedCount ?? staged.expected
            guard pacing == .onDemand else {
                // The rows on screen stay until the whole new listing is in.
                incoming = staged
                hasMore = page.hasMore
                arrived.send(page)
                return
            }
            incoming = nil
            items = []
            pages = 0
        }
        if retention == .everything, items.count + page.items.count > maxItems { return fail(.tooManyItems(limit: maxItems)) }
        items += page.items
        hasMore = page.hasMore
        resumeAt = pacing == .eager && retention == .everything ? page.links.next : nil
        if retention == .everything, let expected = page.expectedCount { expectedCount = expected }
        if pacing == .onDemand {
            isComplete = !page.hasMore
            isLoading = false
        }
        count = items.count
        pages += 1
        arrived.send(page)
    }

    /// Stops the load with `error`, keeping what is held: the rest of the listing is never asked
    /// for. A view gathering GitHub's objects from `arrivals` says so when they pass its bound.
    public func fail(_ error: GitHubError) {
        stop()
        self.error = error
        isLoading = false
    }

    func receive(_ completion: Subscribers.Completion<GitHubError>, from sender: FeedPageSubscriber<Item>) {
        guard sender === subscriber else { return }
        if case .remembering(let oldest) = phase {
            // The cache's part is in (whole, or as far as it went): now GitHub's.
            phase = .listing
            guard let oldest, !items.isEmpty else {
                clearHeld()
                return start()
            }
            isComplete = true
            freshness = .remembered(confirmedAt: oldest, refreshing: true)
            return refresh()
        }
        if case .remembered(let confirmedAt, _) = freshness {
            if case .finished = completion, askedGitHub {
                freshness = .refreshed
            } else {
                freshness = .remembered(confirmedAt: confirmedAt, refreshing: false)
            }
        }
        switch completion {
        case .finished:
            if let staged = incoming {
                items = staged.items
                expectedCount = staged.expected
                pages = staged.pages
                count = items.count
            }
            // `hasMore` stays as the last page said: a listing cut at a limit has more.
            isComplete = true
            resumeAt = nil
        case .failure(let failure):
            error = failure
        }
        incoming = nil
        isLoading = false
    }

    /// Forgets what is held, for a load that starts over.
    private func clearHeld() {
        items = []
        count = 0
        pages = 0
        expectedCount = nil
        hasMore = false
    }
}
