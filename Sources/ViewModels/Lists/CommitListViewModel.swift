import Foundation
import Models
import Reactive
import Service

/// The state of `repos commits` and of `browse`'s commit screen: a repository's commits through
/// one `ListingFeed`. A one-shot view awaits `load()`; a live view, built with `.onDemand`, asks
/// for one more page with `loadMore()` as its selection nears the end, and reads `shown` as its
/// filter changes.
@MainActor
public final class CommitListViewModel: ObservableObject, FeedViewModel {
    /// The pages as they arrive, and their loading state.
    public let feed: ListingFeed<Commit>
    /// What was asked for.
    public let options: CommitListOptions
    /// The live filter's text: matched against the message and the author, ignoring case.
    @Published public var query = ""
    /// The filter's text when it must apply at once.
    public let querySettles = PassthroughSubject<String, Never>()
    /// What a live view shows: the commits loaded so far that match `query`, with the text they match.
    @Published public private(set) var shown = FilteredRows<Commit>()
    private let now: @Sendable () -> Date

    /// Creates the view model. `.eager` fetches up to the options' limit at once; `.onDemand`
    /// walks the pages one per `loadMore()`, with no limit.
    public init(options: CommitListOptions, source: any CommitSource, now: @escaping @Sendable () -> Date, pacing: ListingFeed<Commit>.Pacing = .eager) {
        self.options = options
        self.now = now
        let query = CommitQuery(sha: options.branch, author: options.author, path: options.path, since: options.since, until: options.until)
        feed = ListingFeed(pacing: pacing) {
            pacing == .onDemand
                ? source.commitPagesOnDemand(owner: options.owner, repo: options.repo, query: query)
                : source.commitPages(owner: options.owner, repo: options.repo, query: query, limit: options.limit)
        }
    }

    /// The commits, newest first.
    public var commits: [Commit] { feed.items }
    /// Starts a live view's loading and its pipeline: `shown` follows the pages as they arrive
    /// and the filter's text once it has been still for `debounce`.
    public func browse<S: Scheduler>(debounce: S.SchedulerTimeType.Stride, scheduler: S) {
        feed.filtered(by: $query, settledBy: querySettles, debounce: debounce, scheduler: scheduler) { Self.visible($0, matching: $1) }.assign(to: &$shown)
        feed.load()
    }

    /// The commits whose message or author (login or git name) matches `query` (`FilterQuery`).
    nonisolated static func visible(_ items: [Commit], matching query: String) -> [Commit] {
        let filter = FilterQuery(query)
        return filter.isEmpty ? items : items.filter { filter.matches($0.commit.message, $0.author?.login, $0.commit.author?.name) }
    }

    /// Rows for `commits`, dates relative to the injected clock.
    public func rows(for commits: [Commit]) -> [CommitRow] {
        let now = self.now()
        return commits.map { CommitRow($0, now: now) }
    }

    /// Rows for the table.
    public var rows: [CommitRow] {
        let now = self.now()
        return commits.map { CommitRow($0, now: now) }
    }
}
