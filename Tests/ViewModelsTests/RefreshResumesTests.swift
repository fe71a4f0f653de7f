import Foundation
import Reactive
import Service
import TestSupport
import Testing
import ViewModels

/// A refresh after a load that failed part way goes on from the pages held and asks only for the
/// rest, as `r` does in `browse` after GitHub's 502s stopped the list: through the real service
/// and transport, against a loopback org of 2,000 repositories in 20 pages.
@MainActor @Suite struct RefreshResumesTests {
    @Test func aRefreshAfterAFailureAsksOnlyForThePagesNotHeld() async throws {
        let org = SyntheticOrganization(name: "flaky-org", count: 2000)
        let broken = Locked(true)
        let harness = try ServiceHarness(retry: RetryPolicy(maxFailuresInARow: 16, baseDelay: 0.001, jitter: { 1 })) { request, base in
            let page = Int(request.query["page"] ?? "1") ?? 1
            // Every page from the 8th fails while the server is broken.
            if page >= 8, broken.withLock({ $0 }) { return .json(502, #"{"message":"Server Error"}"#) }
            return org.response(for: request, baseURL: base) ?? .json(404, #"{"message":"Not Found"}"#)
        }
        let model = RepositoryListViewModel(options: RepositoryListOptions(owner: "flaky-org", limit: nil), source: harness.service, now: { Date() })
        await model.load()
        #expect(model.error != nil)
        #expect(model.feed.items.count == 700)
        let before = harness.server.requests.count

        broken.withLock { $0 = false }
        model.feed.refresh()
        await model.feed.loaded()
        #expect(model.error == nil)
        #expect(model.feed.items.count == 2000)
        #expect(model.feed.isComplete)
        #expect(Set(model.feed.items.map { $0.fullName }).count == 2000)
        let asked = harness.server.requests.dropFirst(before).map { Int($0.query["page"] ?? "1") ?? 1 }
        // Only the pages not held: 8 to 20, none of the 700 repositories held asked again. (A
        // page the failed load had already sent may still reach the server after it ended, so
        // the pages are compared as a set.)
        #expect(Set(asked) == Set(8...20), "\(asked)")
        #expect(!asked.contains { $0 < 8 }, "\(asked)")
    }
}
