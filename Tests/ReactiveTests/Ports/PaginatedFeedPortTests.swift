import Foundation
import Reactive
import Testing

/// A port of the infinite-scrolling feed of Combine's list samples: a "load more" trigger counted
/// into page numbers with `scan`, each page fetched by a `Deferred { Future }` one at a time with
/// `flatMap(maxPublishers: .max(1))`, a spinner driven by `handleEvents`, a failed page replaced by
/// `catch { Just(…) }`, and the page stream `share()`d between the item list and the end-of-feed
/// flag, both landing in `@Published` properties through `assign(to: &$…)`.
@Suite struct PaginatedFeedPortTests {
    struct Page: Equatable, Sendable {
        let number: Int
        let items: [String]
        let isLast: Bool
    }

    enum FeedError: Error { case offline }

    final class FeedAPI: @unchecked Sendable {
        // Test double: touched from the test's thread only. `@unchecked Sendable` because
        // flatMap's transform is `@Sendable` here (Swift 6), so what it captures must be Sendable.
        let scheduler: TestScheduler
        var offlinePages: Set<Int> = []
        private(set) var requested: [Int] = []
        let lastPage = 3

        init(scheduler: TestScheduler) { self.scheduler = scheduler }

        func page(_ number: Int) -> AnyPublisher<Page, FeedError> {
            Deferred {
                Future<Page, FeedError> { promise in
                    self.requested.append(number)
                    if self.offlinePages.contains(number) {
                        promise(.failure(.offline))
                    } else {
                        let items = (1...2).map { "item \(number).\($0)" }
                        promise(.success(Page(number: number, items: items, isLast: number == self.lastPage)))
                    }
                }
            }
            .delay(for: .milliseconds(200), scheduler: scheduler)
            .eraseToAnyPublisher()
        }
    }

    final class FeedViewModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only; `@unchecked Sendable` because the
        // pipeline's closures are `@Sendable` here and capture `self` weakly.
        @Published private(set) var items: [String] = []
        @Published private(set) var isLoading = false
        @Published private(set) var reachedEnd = false
        private let loadMore = PassthroughSubject<Void, Never>()

        init(api: FeedAPI) {
            let pages =
                loadMore
                .scan(0) { number, _ in number + 1 }
                .flatMap(maxPublishers: .max(1)) { [weak self] number in
                    // Combine writes `{ _ in self?.isLoading = true }` here; a `@Sendable` closure may
                    // not capture the outer closure's `weak var self`, so each takes its own.
                    api.page(number)
                        .handleEvents(
                            receiveSubscription: { [weak self] _ in self?.isLoading = true },
                            receiveCompletion: { [weak self] _ in self?.isLoading = false }
                        )
                        .catch { _ in Just(Page(number: number, items: [], isLast: false)) }
                }
                .share()

            pages
                .scan([String]()) { items, page in items + page.items }
                .assign(to: &$items)
            pages
                .map(\.isLast)
                .assign(to: &$reachedEnd)
        }

        func loadNextPage() { loadMore.send(()) }
    }

    @Test func pagesArriveInOrderAndTheSpinnerFollowsEachRequest() {
        let scheduler = TestScheduler()
        let api = FeedAPI(scheduler: scheduler)
        let model = FeedViewModel(api: api)
        var cancellables = Set<AnyCancellable>()
        let spinner = EventLog<Bool>()
        model.$isLoading.sink { spinner.append($0) }.store(in: &cancellables)

        model.loadNextPage()
        #expect(model.isLoading)
        #expect(model.items.isEmpty)
        scheduler.advance(by: .milliseconds(200))
        #expect(model.items == ["item 1.1", "item 1.2"])
        #expect(!model.isLoading)

        model.loadNextPage()
        scheduler.advance(by: .milliseconds(200))
        model.loadNextPage()
        scheduler.advance(by: .milliseconds(200))
        #expect(api.requested == [1, 2, 3])
        #expect(model.items.count == 6)
        #expect(model.reachedEnd)
        #expect(spinner.all == [false, true, false, true, false, true, false])
    }

    @Test func aScrollWhileAPageIsLoadingIsDroppedForLackOfDemand() {
        let scheduler = TestScheduler()
        let api = FeedAPI(scheduler: scheduler)
        let model = FeedViewModel(api: api)

        model.loadNextPage()
        // flatMap(maxPublishers: .max(1)) asked scan, and scan the subject, for one value only:
        // a PassthroughSubject drops what it sends to a subscriber with no demand.
        model.loadNextPage()
        model.loadNextPage()
        scheduler.advance(by: .milliseconds(200))
        #expect(api.requested == [1])

        model.loadNextPage()
        scheduler.advance(by: .milliseconds(200))
        // The dropped scrolls never reached scan, so the next page is 2, not 4.
        #expect(api.requested == [1, 2])
        #expect(model.items == ["item 1.1", "item 1.2", "item 2.1", "item 2.2"])
    }

    @Test func aFailedPageIsReplacedByAnEmptyOneAndTheFeedGoesOn() {
        let scheduler = TestScheduler()
        let api = FeedAPI(scheduler: scheduler)
        api.offlinePages = [2]
        let model = FeedViewModel(api: api)

        model.loadNextPage()
        scheduler.advance(by: .milliseconds(200))
        model.loadNextPage()
        // Combine's delay holds a failure as long as a value: the spinner stays until then.
        scheduler.advance(by: .milliseconds(199))
        #expect(model.isLoading)
        scheduler.advance(by: .milliseconds(1))
        #expect(!model.isLoading)
        model.loadNextPage()
        scheduler.advance(by: .milliseconds(200))
        #expect(api.requested == [1, 2, 3])
        #expect(model.items == ["item 1.1", "item 1.2", "item 3.1", "item 3.2"])
        #expect(model.reachedEnd)
    }

    @Test func assignToPublishedDoesNotKeepTheViewModelAlive() {
        let scheduler = TestScheduler()
        let api = FeedAPI(scheduler: scheduler)
        var model: FeedViewModel? = FeedViewModel(api: api)
        weak let released = model
        model?.loadNextPage()
        scheduler.advance(by: .milliseconds(200))
        #expect(released?.items.count == 2)
        model = nil
        #expect(released == nil)
    }
}
