import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels

/// The state of `repos prs` and `repos issues` without a terminal: answers gathered as they come,
/// filters (with `@me` resolved) and `--new` over them, the order and the limit, and a streamed
/// load that keeps nothing.
@MainActor
@Suite struct WorkListViewModelTests {
    static let now = FixedMoment.noon

    static func pull(_ number: Int, author: String, hoursAgo: Double, draft: Bool = false, reviewer: String? = nil) -> PullRequest {
        let updated = now.addingTimeInterval(-hoursAgo * 3_600)
        return PullRequest(
            id: Int64(number), number: number, title: "PR \(number)", draft: draft, user: User(login: author),
            requestedReviewers: reviewer.map { [User(login: $0)] },
            head: .init(ref: "x"), base: .init(ref: "main"), createdAt: updated.addingTimeInterval(-Double(number) * 60), updatedAt: updated)
    }

    let source = StubWorkSource(pulls: [
        "acme/web": [pull(1, author: "ana", hoursAgo: 5), pull(2, author: "bo", hoursAgo: 1, reviewer: "ana")],
        "acme/api": [pull(7, author: "ana", hoursAgo: 3, draft: true)],
    ])

    @Test func answersAreGatheredThenFilteredSortedAndLimited() async {
        let model = WorkListViewModel(options: WorkListOptions(kind: .pullRequests, targets: [.owner("acme")], limit: 2), source: source)
        await model.load()
        #expect(model.error == nil && !model.isLoading)
        #expect(model.items.count == 3 && model.documents.count == 3)
        // Most recently updated first, cut to 2, and more exist.
        #expect(model.arranged.map { model.items[$0].identity } == ["acme/web#2", "acme/api#7"])
        #expect(model.hasMore)
        #expect(model.skipped.empty == 7 && model.skipped.archived == 1 && model.asked == 2)
        #expect(source.meAsked.withLock { $0 } == 0)
    }

    @Test func meIsTheTokensUserAskedOnce() async {
        let options = WorkListOptions(kind: .pullRequests, targets: [.owner("acme")], filter: WorkFilter(reviewRequested: WorkFilter.me), sort: .oldest)
        let model = WorkListViewModel(options: options, source: source)
        await model.load()
        #expect(source.meAsked.withLock { $0 } == 1)
        #expect(model.filter.reviewRequested == "ana")
        #expect(model.arranged.map { model.items[$0].identity } == ["acme/web#2"])
    }

    @Test func newIsWhatChangedSinceTheLastLook() async {
        let options = WorkListOptions(
            kind: .pullRequests, targets: [.owner("acme")], newOnly: true, lastLooked: Self.now.addingTimeInterval(-4 * 3_600))
        let model = WorkListViewModel(options: options, source: source)
        await model.load()
        #expect(Set(model.arranged.map { model.items[$0].identity }) == ["acme/web#2", "acme/api#7"])
        #expect(model.items.filter(model.isNew).count == 2)
    }

    /// Streamed, each batch is handed on filtered and nothing is kept.
    @Test func aStreamedLoadHandsOnEachBatchFilteredAndKeepsNothing() async {
        let options = WorkListOptions(kind: .pullRequests, targets: [.owner("acme")], filter: WorkFilter(author: "ANA"))
        let model = WorkListViewModel(options: options, source: source)
        var seen: [[Int]] = []
        await model.load { batch in if !batch.items.isEmpty { seen.append(batch.items.map(\.number)) } }
        #expect(seen == [[7], [1]])
        #expect(model.items.isEmpty && model.documents.isEmpty)
    }

    @Test func globsAndFiltersMatchAsGitHubNamesDo() {
        #expect(Glob("ledger*").matches("ledger-helm") && Glob("LEDGER?").matches("ledger2") && !Glob("ledger?").matches("ledger"))
        #expect(Glob("*-helm").matches("open-ledger-helm") && Glob("a*b*c").matches("axxbyyc") && !Glob("a*b*c").matches("axxbyy"))
        #expect(Glob("acme/*").matches("acme/web") && Glob("*").matches(""))
        let item = WorkItem(Self.pull(3, author: "Ana", hoursAgo: 1, draft: true), repository: "acme/ledger-helm")
        #expect(WorkFilter(author: "ana", draft: true, repository: "ledger-*").matches(item))
        #expect(!WorkFilter(draft: false).matches(item))
        #expect(!WorkFilter(labels: ["bug"]).matches(item))
        #expect(!WorkFilter(since: Self.now).matches(item) && WorkFilter(until: Self.now).matches(item))
    }
}
