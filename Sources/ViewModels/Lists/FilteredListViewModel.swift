import Reactive

/// A list view model a live view filters as you type: its listing's feed, the filter's text and
/// what matches it. The repositories' and the commits' view models are both one, so a view
/// handles both the same way.
@MainActor
public protocol FilteredListViewModel: ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// What the list holds.
    associatedtype Item: Sendable
    /// The pages as they arrive, and their loading state.
    var feed: ListingFeed<Item> { get }
    /// The live filter's text.
    var query: String { get set }
    /// What a live view shows: the items loaded so far that match the filter's text as it last
    /// settled, with that text.
    var shown: FilteredRows<Item> { get }
    /// Cancels the load in flight; what is held stays.
    func cancel()
    /// The filter's text, sent when it must apply at once (`settleQuery()`).
    var querySettles: PassthroughSubject<String, Never> { get }
}

extension FilteredListViewModel {
    /// What a live view shows: the items loaded so far that match `query`.
    public var visible: [Item] { shown.items }

    /// Applies the filter's text now, as the pause would once it had passed: a key that acts on
    /// the rows (Enter, a move) acts on what was typed, however soon it follows. The pause delays
    /// only the rows' following the text while it is typed, never the meaning of a key.
    public func settleQuery() { querySettles.send(query) }
}

extension Published<String>.Publisher {
    /// A live filter's text as the rows should follow it: the first at once (so page 1 is on
    /// screen without waiting out the pause), then each once it has been still for `debounce`,
    /// or at once when `now` sends it. The one pipeline every list view model filters through.
    func settled<S: Scheduler>(debounce: S.SchedulerTimeType.Stride, scheduler: S, now: PassthroughSubject<String, Never>) -> AnyPublisher<String, Never> {
        Publishers.Merge(Publishers.Merge(first(), self.debounce(for: debounce, scheduler: scheduler)), now).eraseToAnyPublisher()
    }
}

extension ListingFeed {
    /// What a live view shows of this feed: `matching` applied to the items loaded so far and the
    /// filter's text as it settles, each time a page arrives or the text settles. The one pipeline
    /// the commits' and the refs' view models filter through.
    func filtered<S: Scheduler>(
        by query: Published<String>.Publisher, settledBy now: PassthroughSubject<String, Never>, debounce: S.SchedulerTimeType.Stride, scheduler: S,
        matching: @escaping @Sendable ([Item], String) -> [Item]
    ) -> AnyPublisher<FilteredRows<Item>, Never> {
        Publishers.CombineLatest($count, query.settled(debounce: debounce, scheduler: scheduler, now: now))
            .map { [self] _, text in
                // Every upstream sends on the main queue or the test's scheduler, on the main actor.
                MainActor.assumeIsolated { FilteredRows(query: text, items: matching(items, text)) }
            }
            .eraseToAnyPublisher()
    }
}

extension RepositoryListViewModel: FilteredListViewModel {}
extension CommitListViewModel: FilteredListViewModel {}
