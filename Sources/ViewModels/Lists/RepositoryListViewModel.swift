import Foundation
import Models
import Reactive
import Service

/// The state of `repos list` and of `browse`'s first screen: the repositories, loaded page by page
/// through one `ListingFeed`, and what each view asks of them. A one-shot view awaits `load()` and
/// reads the arranged `repositories` (and `arranged`, their places in the feed, for the objects
/// it took from the feed's `arrivals`); a live view calls `browse(debounce:scheduler:)` and redraws on
/// `objectWillChange`, reading `visible` as the filter and the order change; a view that writes each
/// page as it comes and keeps none (any streaming format) calls `streamPages`.
@MainActor
public final class RepositoryListViewModel: ObservableObject, LoadableViewModel {
    /// The orders a live view cycles through (`s`): GitHub's push order, then name, then stars.
    public static let browseOrders: [RepositoryListOptions.Sort] = [.pushed, .name, .stars]

    /// The pages as they arrive, and their loading state.
    public let feed: ListingFeed<Repository>
    /// What was asked for.
    public let options: RepositoryListOptions
    /// The places in `feed.items` of the repositories shown, filtered, sorted and limited, once
    /// `load()` has returned.
    @Published public private(set) var arranged: [Int] = []
    /// True when more repositories exist than are shown, once `load()` has returned.
    @Published public private(set) var hasMore = false
    /// The live filter's text: matched against name and description, ignoring case.
    @Published public var query = ""
    /// The filter's text when it must apply at once.
    public let querySettles = PassthroughSubject<String, Never>()
    /// The live order.
    @Published public var order: RepositoryListOptions.Sort = .pushed
    /// Whether the live order is reversed.
    @Published public var reversed = false
    /// What a live view shows: the repositories loaded so far that match `query`, in `order`,
    /// with the text they match.
    @Published public private(set) var shown = FilteredRows<Repository>()
    private let source: any RepositorySource
    /// The same listing answered from the cache alone, which a live view shows first.
    private let remembered: (any RepositorySource)?
    private let now: @Sendable () -> Date
    /// The feed of a streamed listing (`streamPages`), which holds only its latest page.
    private var stream: ListingFeed<Repository>?

    /// Creates the view model. A live view shows what `remembered` (the cache alone) holds first,
    /// then GitHub's listing from `source` in its place.
    public init(
        options: RepositoryListOptions, source: any RepositorySource, remembered: (any RepositorySource)? = nil, now: @escaping @Sendable () -> Date
    ) {
        self.options = options
        self.source = source
        self.remembered = remembered
        self.now = now
        let fetchLimit = options.needsWholeListing ? nil : options.limit
        let query = RepositoryArrangement.query(for: options)
        // Only a whole listing resumes: a limited one counts its items from the first page.
        var resume: (@Sendable (URL) -> AnyPublisher<Page<Repository>, GitHubError>?)?
        if fetchLimit == nil { resume = { @Sendable next in source.repositoryPages(continuingAt: next) } }
        feed = ListingFeed(pacing: .eager, resume: resume) { source.repositoryPages(owner: options.owner, query: query, limit: fetchLimit) }
    }

    /// The repositories, filtered, sorted and limited.
    public var repositories: [Repository] {
        let items = feed.items
        return arranged.map { items[$0] }
    }
    /// The failure, if loading failed.
    public var error: GitHubError? { feed.error ?? stream?.error }

    /// Fetches every page the options need, then arranges the listing; returns when done.
    public func load() async {
        feed.load()
        await feed.loaded()
        guard feed.error == nil else { return }
        (arranged, hasMore) = RepositoryArrangement.arrange(feed.items, hasMore: feed.hasMore, options: options)
    }

    /// Cancels the load in flight (Ctrl-C); what is held stays.
    public func cancel() {
        feed.cancel()
        stream?.cancel()
    }

    /// Starts a live view's loading and its pipeline: `shown` follows the pages as they arrive,
    /// the filter's text once it has been still for `debounce`, and the order at once.
    public func browse<S: Scheduler>(debounce: S.SchedulerTimeType.Stride, scheduler: S) {
        let feed = self.feed
        let settled = $query.settled(debounce: debounce, scheduler: scheduler, now: querySettles)
        Publishers.CombineLatest(Publishers.CombineLatest(feed.$count, $reversed), Publishers.CombineLatest(settled, $order))
            .map { count, choice in
                // Every upstream sends on the main queue or the test's scheduler, on the main actor.
                MainActor.assumeIsolated {
                    let shown = RepositoryArrangement.visible(feed.items, matching: choice.0, order: choice.1)
                    return FilteredRows(query: choice.0, items: count.1 ? shown.reversed() : shown)
                }
            }
            .assign(to: &$shown)
        guard let remembered else { return feed.load() }
        let (owner, query) = (options.owner, RepositoryArrangement.query(for: options))
        feed.load(rememberedFirst: { remembered.repositoryPages(owner: owner, query: query, limit: nil) })
    }

    /// Whether a live view shows the cache's rows or GitHub's, for people: "cached 4 minutes ago
    /// · refreshing", "cached 4 minutes ago" (while the cache's rows come in, or when GitHub could
    /// not be asked), "fresh" once GitHub's have replaced the cache's; nil when the rows were
    /// GitHub's from the start.
    public var freshness: String? {
        switch feed.freshness {
        case .live: return nil
        case .remembered(let confirmedAt, let refreshing):
            return "cached " + RelativeTime.describe(confirmedAt, now: now()) + (refreshing ? " · refreshing" : "")
        case .refreshed: return "fresh"
        }
    }

    /// Moves the live order to the next of `browseOrders`.
    public func cycleOrder() {
        let orders = Self.browseOrders
        order = orders[((orders.firstIndex(of: order) ?? 0) + 1) % orders.count]
    }

    /// Whether `streamPages` can serve these options: filters apply page by page, but a stars
    /// sort needs every repository first.
    public var canStream: Bool { options.sort != .stars }

    /// Fetches page by page, handing each page to `consume` on the main actor as it arrives, in
    /// order, with the places in it of the repositories to show (filtered, ordered, and cut at
    /// the limit across pages); returns when done. `error` says if the stream failed part-way.
    /// The same list core as a gathered listing, holding only the latest page.
    public func streamPages(_ consume: @escaping @MainActor (Page<Repository>, [Int]) -> Void) async {
        let options = self.options
        // The limit is applied across pages below; each page is only filtered and ordered.
        let unlimited = { () -> RepositoryListOptions in
            var copy = options
            copy.limit = nil
            return copy
        }()
        let fetchLimit = options.needsWholeListing ? nil : options.limit
        let source = self.source
        let stream = ListingFeed<Repository>(pacing: .eager, retention: .latestPage) {
            source.repositoryPages(owner: options.owner, query: RepositoryArrangement.query(for: options), limit: fetchLimit)
        }
        self.stream = stream
        var handed = 0
        let written = stream.arrivals.sink { page in
            // The feed sends its arrivals on the main actor.
            MainActor.assumeIsolated {
                let kept = RepositoryArrangement.arrange(page.items, hasMore: page.hasMore, options: unlimited).places
                let room = options.limit.map { max(0, $0 - handed) } ?? kept.count
                handed += min(room, kept.count)
                consume(page, Array(kept.prefix(room)))
            }
        }
        stream.load()
        await stream.loaded()
        written.cancel()
    }

    /// Rows for the table, dates relative to the injected clock.
    public var rows: [RepositoryRow] { rows(for: repositories) }

    /// Rows for `repositories`, each dated by what `order` sorts on: the last push, the last
    /// update, or (any other order, or nil) the later of the two, when it last changed.
    public func rows(for repositories: [Repository], datedBy order: RepositoryListOptions.Sort? = nil) -> [RepositoryRow] {
        let now = self.now()
        return repositories.map { repo in
            var flags: [String] = []
            if repo.isPrivate || repo.visibility == "private" { flags.append("private") }
            if repo.visibility == "internal" { flags.append("internal") }
            if repo.isFork { flags.append("fork") }
            if repo.archived == true { flags.append("archived") }
            let changed =
                switch order {
                case .pushed: repo.pushedAt
                case .updated: repo.updatedAt
                default: repo.pushedAt.map { max($0, repo.updatedAt ?? $0) } ?? repo.updatedAt
                }
            return RepositoryRow(
                name: repo.fullName, description: repo.description ?? "", language: repo.language ?? "",
                stars: repo.stargazersCount ?? 0, forks: repo.forksCount ?? 0,
                updated: changed.map { RelativeTime.describe($0, now: now) } ?? "",
                updatedISO: repo.updatedAt.map(GitHubJSON.formatDate) ?? "",
                flags: flags, visibility: repo.visibility ?? (repo.isPrivate ? "private" : "public")
            )
        }
    }

}
