import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
@testable import ViewModels

@MainActor
@Suite struct RepositoryListViewModelTests {
    @Test func loadsAndTracksLoading() async {
        let source = StubSource(repositories: .success(Page(items: Sample.repos, bytes: Data(), hasMore: true)))
        let model = RepositoryListViewModel(options: RepositoryListOptions(owner: "atomicrobot", limit: 10), source: source, now: { Sample.now })
        let states = TrackingList<Bool>()
        let token = model.feed.$isLoading.sink { states.append($0) }
        await model.load()
        #expect(model.repositories.map(\.name) == ["alpha", "beta", "gamma", "delta"])
        #expect(model.hasMore)
        #expect(model.error == nil)
        #expect(states.items == [false, true, false])
        #expect(source.asked.withLock { $0 } == ["repos atomicrobot sort=- dir=- limit=10"])
        token.cancel()
    }

    @Test func failureIsCapturedAndTheListIsEmpty() async {
        let source = StubSource(repositories: .failure(.notFound(message: "Not Found")))
        let model = RepositoryListViewModel(options: RepositoryListOptions(owner: "nope", limit: 100), source: source, now: { Sample.now })
        await model.load()
        #expect(model.error == .notFound(message: "Not Found"))
        #expect(model.repositories.isEmpty)
        #expect(model.feed.isLoading == false)
    }

    @Test func aSourceWithNoPagesIsAnEmptyListingNotAnError() async {
        let model = RepositoryListViewModel(
            options: RepositoryListOptions(owner: "o", limit: 100), source: StubSource(repositories: [.none]), now: { Sample.now })
        await model.load()
        #expect(model.error == nil)
        #expect(model.repositories.isEmpty && !model.hasMore)
    }

    @Test func starsSortFetchesEverythingThenSortsStablyAndLimits() async {
        let source = StubSource(repositories: .success(Page(items: Sample.repos, bytes: Data(), hasMore: false)))
        let model = RepositoryListViewModel(options: RepositoryListOptions(owner: "atomicrobot", sort: .stars, limit: 3), source: source, now: { Sample.now })
        await model.load()
        #expect(model.repositories.map(\.name) == ["beta", "gamma", "delta"])
        #expect(model.hasMore)
        #expect(source.asked.withLock { $0 } == ["repos atomicrobot sort=- dir=- limit=all"])
    }

    @Test func theArrangedPlacesFollowFilterSortAndLimit() {
        let options = RepositoryListOptions(owner: "o", sort: .stars, archived: .exclude, limit: 2)
        let arranged = RepositoryArrangement.arrange(Sample.repos, hasMore: false, options: options)
        #expect(arranged.places.map { Sample.repos[$0].name } == ["beta", "delta"])
        #expect(arranged.hasMore)
        let plain = RepositoryArrangement.arrange(Sample.repos, hasMore: true, options: RepositoryListOptions(owner: "o", limit: nil))
        #expect(plain.places == Array(Sample.repos.indices) && plain.hasMore)
    }

    @Test func githubSortsArePassedThrough() async {
        let source = StubSource()
        let model = RepositoryListViewModel(
            options: RepositoryListOptions(owner: "o", sort: .name, direction: .desc, limit: 100), source: source, now: { Sample.now })
        await model.load()
        #expect(source.asked.withLock { $0 } == ["repos o sort=full_name dir=desc limit=100"])
    }

    @Test(arguments: [
        (RepositoryListOptions(owner: "o", language: "kotlin", limit: 100), ["beta"]),
        (RepositoryListOptions(owner: "o", topic: "IOS", limit: 100), ["alpha", "delta"]),
        (RepositoryListOptions(owner: "o", archived: .only, limit: 100), ["gamma"]),
        (RepositoryListOptions(owner: "o", archived: .exclude, limit: 100), ["alpha", "beta", "delta"]),
        (RepositoryListOptions(owner: "o", forks: .only, limit: 100), ["delta"]),
        (RepositoryListOptions(owner: "o", forks: .exclude, limit: 100), ["alpha", "beta", "gamma"]),
    ])
    func filters(options: RepositoryListOptions, expected: [String]) async {
        let model = RepositoryListViewModel(
            options: options, source: StubSource(repositories: .success(Page(items: Sample.repos, bytes: Data(), hasMore: false))), now: { Sample.now })
        await model.load()
        #expect(model.repositories.map(\.name) == expected)
    }

    @Test func rowsFormatFlagsAndRelativeDates() async {
        let model = RepositoryListViewModel(
            options: RepositoryListOptions(owner: "o", limit: 100),
            source: StubSource(repositories: .success(Page(items: Sample.repos, bytes: Data(), hasMore: false))),
            now: { Sample.now })
        await model.load()
        let rows = model.rows
        #expect(rows[0].name == "atomicrobot/alpha")
        #expect(rows[0].updated == "3 days ago")
        #expect(rows[2].flags == ["archived"])
        #expect(rows[3].flags == ["fork"])
        #expect(rows[1].updatedISO.hasSuffix("Z"))
    }

    /// A row's date is what its order sorts on, so a list by push reads sorted by its dates.
    @Test func rowsAreDatedByWhatTheOrderSortsOn() {
        var pushedLater = Sample.repo("pushed-later", stars: 1, daysAgo: 20)
        pushedLater.pushedAt = Sample.now.addingTimeInterval(-2 * 86_400)
        var updatedLater = Sample.repo("updated-later", stars: 1, daysAgo: 2)
        updatedLater.pushedAt = Sample.now.addingTimeInterval(-20 * 86_400)
        let model = RepositoryListViewModel(
            options: RepositoryListOptions(owner: "o", limit: 100), source: StubSource(repositories: .success(Page(items: [], bytes: Data(), hasMore: false))),
            now: { Sample.now })
        let dates = { (order: RepositoryListOptions.Sort?) -> [String] in model.rows(for: [pushedLater, updatedLater], datedBy: order).map { $0.updated } }
        #expect(dates(.pushed) == ["2 days ago", "20 days ago"])
        #expect(dates(.updated) == ["20 days ago", "2 days ago"])
        #expect(dates(.stars) == ["2 days ago", "2 days ago"])
        #expect(dates(nil) == ["2 days ago", "2 days ago"])
    }
}

/// Values collected from a sink, main-actor only.
@MainActor
final class TrackingList<Element: Sendable>: Sendable {
    private(set) var items: [Element] = []
    nonisolated func append(_ item: Element) {
        MainActor.assumeIsolated { items.append(item) }
    }
}
