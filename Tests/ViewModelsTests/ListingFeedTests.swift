import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
@testable import ViewModels

/// The list core as a live view sees it: published state through a load, a failure and a
/// cancel; pages one per `loadMore()`; the filter's pause and the order on the `TestScheduler`.
@MainActor
@Suite struct ListingFeedTests {
    /// Snapshots of the feed taken as `objectWillChange` fires (so, the state before each change).
    final class Observer: Sendable {
        let snapshots = Locked<[String]>([])
        let token: AnyCancellable

        init<Item>(_ feed: ListingFeed<Item>) {
            let snapshots = self.snapshots
            token = feed.objectWillChange.sink {
                MainActor.assumeIsolated {
                    let state = "\(feed.count) \(feed.isLoading ? "loading" : "idle") \(feed.error.map { "\($0)" } ?? "ok")"
                    snapshots.withLock { $0.append(state) }
                }
            }
        }
    }

    static func feed(_ pages: @escaping @Sendable () -> AnyPublisher<Page<Int>, GitHubError>, pacing: ListingFeed<Int>.Pacing = .eager) -> ListingFeed<Int> {
        ListingFeed(pacing: pacing, pages: pages)
    }

    /// The same three paths with nothing left to timing: the pages are delivered on the
    /// `TestScheduler`, so every change happens at an `advance()` this test makes.
    @Test func aLoadAFailureAndACancelOnTheTestScheduler() {
        let scheduler = TestScheduler()
        // Each load and refresh subscribes to a new subject, as it would make new requests.
        let subjects = Locked<[PassthroughSubject<Page<Int>, GitHubError>]>([])
        let cancelled = Locked(0)
        let feed = ListingFeed(pacing: .eager, scheduler: scheduler) {
            let subject = PassthroughSubject<Page<Int>, GitHubError>()
            subjects.withLock { $0.append(subject) }
            return subject.handleEvents(receiveCancel: { cancelled.withLock { $0 += 1 } }).eraseToAnyPublisher()
        }
        var subject: PassthroughSubject<Page<Int>, GitHubError> {
            subjects.withLock { $0.last } ?? PassthroughSubject()
        }
        let observer = Observer(feed)
        let published = TrackingList<String>()
        let tokens = [
            feed.$count.sink { published.append("count \($0)") },
            feed.$isLoading.sink { published.append("loading \($0)") },
            feed.$error.sink { published.append("error \($0.map { "\($0)" } ?? "none")") },
        ]
        #expect(published.items == ["count 0", "loading false", "error none"])

        // A load: loading at once; a page sent is not in until the scheduler delivers it.
        feed.load()
        #expect(feed.isLoading && Set(observer.snapshots.withLock { $0 }) == ["0 idle ok"])
        subject.send(Page(items: [1, 2], bytes: Data(), hasMore: true))
        #expect(feed.count == 0)
        scheduler.advance()
        #expect(feed.items == [1, 2] && feed.isLoading && feed.hasMore)
        subject.send(Page(items: [3], bytes: Data(), hasMore: false))
        subject.send(completion: .finished)
        scheduler.advance()
        #expect(feed.items == [1, 2, 3] && !feed.isLoading && feed.isComplete)

        // A failure on refresh: the listing held stays whole, as it was, and the error is
        // published before loading ends; the page of the failed refresh never shows.
        feed.refresh()
        subject.send(Page(items: [9], bytes: Data(), hasMore: true))
        subject.send(completion: .failure(.notFound(message: "gone")))
        #expect(feed.items == [1, 2, 3] && feed.isLoading)
        scheduler.advance()
        #expect(feed.items == [1, 2, 3] && feed.error == .notFound(message: "gone") && !feed.isLoading)

        // A cancel: the request is cancelled, a page sent after it never arrives, and what was
        // held stays.
        feed.refresh()
        subject.send(Page(items: [4], bytes: Data(), hasMore: true))
        scheduler.advance()
        #expect(feed.items == [1, 2, 3])
        feed.cancel()
        #expect(cancelled.withLock { $0 } == 1)
        subject.send(Page(items: [5], bytes: Data(), hasMore: false))
        scheduler.advance()
        #expect(feed.items == [1, 2, 3] && !feed.isLoading && feed.error == nil)

        // A refresh that completes replaces the listing at once, never showing it half.
        feed.refresh()
        subject.send(Page(items: [7], bytes: Data(), hasMore: true))
        scheduler.advance()
        #expect(feed.items == [1, 2, 3] && feed.count == 3)
        subject.send(Page(items: [8], bytes: Data(), hasMore: false))
        subject.send(completion: .finished)
        scheduler.advance()
        #expect(feed.items == [7, 8] && feed.count == 2 && !feed.isLoading && feed.isComplete)

        // objectWillChange fired before each assignment (as Combine's does, an equal value
        // included): each snapshot is the state just before it.
        let snapshots = observer.snapshots.withLock { $0 }.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(snapshots.first == "0 idle ok")
        #expect(
            snapshots == [
                "0 idle ok", "0 loading ok", "2 loading ok", "3 loading ok", "3 idle ok",
                "3 loading ok", "3 loading not found (gone)", "3 idle not found (gone)",
                "3 idle ok", "3 loading ok",
                "3 idle ok", "3 loading ok", "2 loading ok",
            ])
        // The published values, in order, through the three paths (each load clears the error).
        #expect(
            published.items == [
                "count 0", "loading false", "error none",
                "error none", "loading true", "count 2", "count 3", "loading false",
                "error none", "loading true", "error not found (gone)", "loading false",
                "error none", "loading true", "loading false",
                "error none", "loading true", "count 2", "loading false",
            ])
        tokens.forEach { $0.cancel() }
    }

    @Test func aLoadPublishesEachPageBeforeTheEnd() async {
        let feed = Self.feed {
            [Page(items: [1, 2], bytes: Data(), hasMore: true, expectedCount: 4), Page(items: [3, 4], bytes: Data(), hasMore: false)].publisher
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        let observer = Observer(feed)
        let counts = TrackingList<Int>()
        let token = feed.$count.sink { counts.append($0) }
        feed.load()
        await feed.loaded()
        #expect(feed.items == [1, 2, 3, 4])
        #expect(counts.items == [0, 2, 4])
        #expect(feed.isComplete && !feed.hasMore && feed.error == nil)
        #expect(feed.expectedCount == 4)
        // Before the load: idle; then loading while the pages come; the last change ends it.
        let snapshots = observer.snapshots.withLock { $0 }
        #expect(snapshots.first == "0 idle ok")
        #expect(snapshots.contains("2 loading ok"))
        #expect(snapshots.last == "4 loading ok")
        token.cancel()
    }

    @Test func aFailureKeepsWhatCameAndPublishesTheError() async {
        let feed = Self.feed {
            [
                Just(Page(items: [1], bytes: Data(), hasMore: true)).setFailureType(to: GitHubError.self).eraseToAnyPublisher(),
                Fail(error: GitHubError.notFound(message: "gone")).eraseToAnyPublisher(),
            ].publisher.setFailureType(to: GitHubError.self).flatMap(maxPublishers: .max(1)) { $0 }.eraseToAnyPublisher()
        }
        let observer = Observer(feed)
        feed.load()
        await feed.loaded()
        #expect(feed.items == [1])
        #expect(feed.error == .notFound(message: "gone"))
        #expect(!feed.isLoading && !feed.isComplete)
        // The error is published first, then loading ends.
        #expect(observer.snapshots.withLock { $0 }.suffix(2) == ["1 loading ok", "1 loading not found (gone)"])
    }

    @Test func cancelStopsTheRequestAndKeepsWhatIsHeld() async {
        let subject = PassthroughSubject<Page<Int>, GitHubError>()
        let cancelled = Locked(0)
        let feed = Self.feed { subject.handleEvents(receiveCancel: { cancelled.withLock { $0 += 1 } }).eraseToAnyPublisher() }
        let observer = Observer(feed)
        feed.load()
        subject.send(Page(items: [7], bytes: Data(), hasMore: true))
        #expect(await eventually { feed.count == 1 })
        feed.cancel()
        #expect(cancelled.withLock { $0 } == 1)
        #expect(feed.items == [7] && !feed.isLoading && feed.error == nil)
        #expect(observer.snapshots.withLock { $0 }.last == "1 loading ok")
        // A page sent after the cancel never arrives.
        subject.send(Page(items: [8], bytes: Data(), hasMore: false))
        await feed.loaded()
        #expect(feed.items == [7])
    }

    @Test func onDemandFetchesOnlyThePagesAskedFor() async {
        let commits = (1...7).map { CommitViewModelTests.commit(String(repeating: "\($0)", count: 40), message: "m\($0)", login: "ada") }
        let source = StubSource(commits: .success(Page(items: commits, bytes: Data(), hasMore: false)))
        let model = CommitListViewModel(
            options: CommitListOptions(owner: "o", repo: "r", limit: nil), source: source, now: { Sample.now }, pacing: .onDemand)
        model.browse(debounce: .milliseconds(150), scheduler: TestScheduler())
        await model.feed.loaded()
        #expect(source.asked.withLock { $0 } == ["commits on demand o/r", "page 1"])
        #expect(model.visible.count == 2 && model.hasMore)
        model.feed.loadMore()
        // A second ask while the page is in flight asks for nothing more.
        model.feed.loadMore()
        await model.feed.loaded()
        #expect(source.asked.withLock { $0 }.suffix(1) == ["page 2"])
        #expect(model.commits.count == 4)
        for _ in 0..<5 {
            model.feed.loadMore()
            await model.feed.loaded()
        }
        #expect(source.asked.withLock { $0 } == ["commits on demand o/r", "page 1", "page 2", "page 3", "page 4"])
        #expect(model.commits.count == 7 && model.feed.isComplete && !model.hasMore)
    }

    @Test func theFilterWaitsForAPauseAndTheOrderAppliesAtOnce() async {
        let scheduler = TestScheduler()
        let source = StubSource(repositories: .success(Page(items: Sample.repos, bytes: Data(), hasMore: false)))
        let model = RepositoryListViewModel(
            options: RepositoryListOptions(owner: "atomicrobot", sort: .pushed, limit: nil), source: source, now: { Sample.now })
        model.browse(debounce: .milliseconds(150), scheduler: scheduler)
        await model.feed.loaded()
        #expect(model.visible.map(\.name) == ["alpha", "beta", "gamma", "delta"])
        model.query = "a"
        model.query = "AL"
        scheduler.advance(by: .milliseconds(149))
        #expect(model.visible.count == 4)
        scheduler.advance(by: .milliseconds(1))
        #expect(model.visible.map(\.name) == ["alpha"])
        model.query = ""
        scheduler.advance(by: .milliseconds(150))
        model.cycleOrder()
        #expect(model.order == .name)
        #expect(model.visible.map(\.name) == ["alpha", "beta", "delta", "gamma"])
        model.cycleOrder()
        // Stars, most first; equal stars keep GitHub's order.
        #expect(model.visible.map(\.name) == ["beta", "gamma", "delta", "alpha"])
        model.cycleOrder()
        #expect(model.order == .pushed)
    }

    @Test func theFilterMatchesDescriptionsAndCommitAuthors() {
        let repos = RepositoryArrangement.visible(Sample.repos, matching: "about BETA", order: .pushed)
        #expect(repos.map(\.name) == ["beta"])
        let commits = [
            CommitViewModelTests.commit("a", message: "Fix the uploader", login: "ada"),
            CommitViewModelTests.commit("b", message: "Docs", login: nil, name: "Grace Hopper"),
        ]
        #expect(CommitListViewModel.visible(commits, matching: "hopper").map(\.sha) == ["b"])
        #expect(CommitListViewModel.visible(commits, matching: "UPLOAD").map(\.sha) == ["a"])
    }

    @Test func aGatheredListingStopsAtItsItemCapKeepingWhatCame() async {
        let subject = PassthroughSubject<Page<Int>, GitHubError>()
        let cancelled = Locked(0)
        let feed = ListingFeed<Int>(pacing: .eager, maxItems: 5) {
            subject.handleEvents(receiveCancel: { cancelled.withLock { $0 += 1 } }).eraseToAnyPublisher()
        }
        feed.load()
        subject.send(Page(items: [0, 1, 2], bytes: Data(), hasMore: true))
        subject.send(Page(items: [3, 4, 5], bytes: Data(), hasMore: true))
        #expect(await eventually { feed.error != nil })
        #expect(feed.error == .tooManyItems(limit: 5))
        #expect(feed.items == [0, 1, 2])
        #expect(!feed.isLoading && !feed.isComplete)
        // The rest of the listing is never asked for: the source is cancelled.
        #expect(cancelled.withLock { $0 } == 1)
        subject.send(Page(items: [6], bytes: Data(), hasMore: false))
        await feed.loaded()
        #expect(feed.items == [0, 1, 2])
    }

    @Test func aStreamHoldsOnlyItsLatestPageAndIsNotCapped() async {
        let feed = ListingFeed<Int>(pacing: .eager, retention: .latestPage, maxItems: 2) {
            [Page(items: [1, 2, 3], bytes: Data(), hasMore: true), Page(items: [4, 5, 6], bytes: Data(), hasMore: false)].publisher
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        let written = TrackingList<[Int]>()
        let token = feed.$pages.sink { pages in
            MainActor.assumeIsolated { if pages > 0 { written.append(feed.items) } }
        }
        feed.load()
        await feed.loaded()
        #expect(written.items == [[1, 2, 3], [4, 5, 6]])
        #expect(feed.items == [4, 5, 6] && feed.error == nil && feed.isComplete)
        token.cancel()
    }

    /// A stream paced on demand stops loading after each page, so `loadMore()` can ask for
    /// the next (it once never cleared `isLoading`, and a second page was never asked for).
    @Test func aStreamOnDemandLoadsOnePagePerAsk() async {
        let feed = ListingFeed<Int>(pacing: .onDemand, retention: .latestPage) {
            [Page(items: [1], bytes: Data(), hasMore: true), Page(items: [2], bytes: Data(), hasMore: false)].publisher
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        feed.load()
        await feed.loaded()
        #expect(feed.items == [1] && !feed.isLoading && feed.hasMore)
        feed.loadMore()
        await feed.loaded()
        #expect(feed.items == [2] && !feed.isLoading && feed.isComplete)
    }

    /// The cache's rows first, GitHub's in their place once all are in; the state a live view
    /// draws at each step, on the `TestScheduler`.
    @Test func theCachesRowsComeFirstAndGitHubsReplaceThemWhole() {
        let scheduler = TestScheduler()
        let confirmed = FixedMoment.shortlyAfterMidnight
        let fresh = Locked<[PassthroughSubject<Page<Int>, GitHubError>]>([])
        let feed = ListingFeed(pacing: .eager, scheduler: scheduler) {
            let subject = PassthroughSubject<Page<Int>, GitHubError>()
            fresh.withLock { $0.append(subject) }
            return subject.eraseToAnyPublisher()
        }
        let cached = PassthroughSubject<Page<Int>, GitHubError>()
        feed.load(rememberedFirst: { cached.eraseToAnyPublisher() })
        #expect(feed.items.isEmpty && fresh.withLock { $0.isEmpty })
        #expect(feed.freshness == .live)
        cached.send(Page(items: [1, 2], bytes: Data(), hasMore: true, source: .stored(confirmedAt: confirmed.addingTimeInterval(60))))
        scheduler.advance()
        // The cache's first rows are marked as such at once; GitHub is not asked yet.
        #expect(feed.items == [1, 2])
        #expect(feed.freshness == .remembered(confirmedAt: confirmed.addingTimeInterval(60), refreshing: false))
        #expect(fresh.withLock { $0.isEmpty })
        cached.send(Page(items: [3], bytes: Data(), hasMore: false, source: .stored(confirmedAt: confirmed)))
        cached.send(completion: .finished)
        scheduler.advance()
        // Every cached page is in, marked with the oldest's confirmation, and GitHub is asked.
        #expect(feed.items == [1, 2, 3])
        #expect(feed.freshness == .remembered(confirmedAt: confirmed, refreshing: true))
        #expect(feed.isLoading && feed.isComplete)
        let subject = fresh.withLock { $0.first } ?? PassthroughSubject()
        #expect(fresh.withLock { $0.count } == 1)
        subject.send(Page(items: [0, 1], bytes: Data(), hasMore: true, source: .network))
        scheduler.advance()
        // The cache's rows stay until GitHub's are all in.
        #expect(feed.items == [1, 2, 3])
        subject.send(Page(items: [2, 3], bytes: Data(), hasMore: false, source: .revalidated))
        subject.send(completion: .finished)
        scheduler.advance()
        #expect(feed.items == [0, 1, 2, 3])
        #expect(feed.freshness == .refreshed)
        #expect(!feed.isLoading && feed.error == nil)
    }

    @Test func aRefreshThatFailsKeepsTheCachesRowsAndSaysSo() {
        let scheduler = TestScheduler()
        let confirmed = FixedMoment.shortlyAfterMidnight
        let feed = ListingFeed(pacing: .eager, scheduler: scheduler) {
            Fail<Page<Int>, GitHubError>(error: .network("offline")).eraseToAnyPublisher()
        }
        feed.load(rememberedFirst: {
            Just(Page(items: [1], bytes: Data(), hasMore: false, source: .stored(confirmedAt: confirmed)))
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        })
        scheduler.advance()
        scheduler.advance()
        #expect(feed.items == [1])
        #expect(feed.freshness == .remembered(confirmedAt: confirmed, refreshing: false))
        #expect(feed.error == .network("offline"))
    }

    /// `--offline`: every page is the cache's, so the rows say how old they are, after the load
    /// and after a refresh that again asks only the cache; a page from GitHub makes them fresh.
    @Test func pagesTheCacheAloneAnsweredAreMarkedWithTheirAge() {
        let scheduler = TestScheduler()
        let confirmed = FixedMoment.shortlyAfterMidnight
        let fromGitHub = Locked(false)
        let feed = ListingFeed(pacing: .eager, scheduler: scheduler) {
            let source: ResponseSource = fromGitHub.withLock { $0 } ? .revalidated : .stored(confirmedAt: confirmed)
            return [Page(items: [1], bytes: Data(), hasMore: true, source: source), Page(items: [2], bytes: Data(), hasMore: false, source: source)]
                .publisher.setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        feed.load()
        scheduler.advance()
        #expect(feed.items == [1, 2] && feed.isComplete)
        #expect(feed.freshness == .remembered(confirmedAt: confirmed, refreshing: false))
        feed.refresh()
        scheduler.advance()
        #expect(feed.freshness == .remembered(confirmedAt: confirmed, refreshing: false))
        fromGitHub.withLock { $0 = true }
        feed.refresh()
        scheduler.advance()
        #expect(feed.freshness == .refreshed)
    }

    @Test func withNothingCachedItIsAPlainLoad() {
        let scheduler = TestScheduler()
        let feed = ListingFeed(pacing: .eager, scheduler: scheduler) {
            Just(Page(items: [7], bytes: Data(), hasMore: false)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        feed.load(rememberedFirst: { Fail(error: .notCached(url: "https://api.github.com/orgs/a/repos")).eraseToAnyPublisher() })
        scheduler.advance()
        scheduler.advance()
        #expect(feed.items == [7])
        #expect(feed.freshness == .live)
        #expect(feed.error == nil && feed.isComplete)
    }
}
