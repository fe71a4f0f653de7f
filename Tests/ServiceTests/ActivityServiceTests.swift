import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

@Suite struct ActivityServiceTests {
    static let now = FixedMoment.noon

    @Test func aLargeOrgWithFewActiveRepositoriesCostsOneOrgPageAndNoQuietRepository() async throws {
        let org = SyntheticActivityOrganization(name: "wide-org", count: 2000, active: 40, now: Self.now)
        let harness = try ServiceHarness { request, base in org.response(for: request, baseURL: base) ?? .json(404, "{}") }
        let since = Self.now.addingTimeInterval(-28 * 86_400)
        let activity = try await harness.service.activity(owner: "wide-org", since: since, until: nil).result().get()
        #expect(activity.repositories.count == 40)
        let orgPages = harness.server.requests.filter { $0.path.hasSuffix("/repos") }
        #expect(orgPages.count == 1)
        #expect(orgPages.first?.query["sort"] == "pushed")
        #expect(orgPages.first?.query["direction"] == "desc")
        let asked = Set(harness.server.requests.filter { $0.path.hasSuffix("/commits") }.map { $0.path })
        #expect(asked == Set((0..<40).map { "/repos/wide-org/\(org.repositoryName($0))/commits" }))
        #expect(harness.server.requests.filter { $0.path.hasSuffix("/commits") }.allSatisfy { $0.query["since"] == "2026-11-02T12:00:00Z" })
        for (index, entry) in activity.repositories.enumerated() {
            #expect(entry.repository.name == org.repositoryName(index))
            #expect(entry.commits.count == org.commitCount(index))
        }
    }

    @Test func theListingGoesOnWhileAPageEndsInTheWindow() async throws {
        // 150 active of 400: page 1 (100) ends active, page 2 ends quiet, page 3 is never asked.
        let org = SyntheticActivityOrganization(name: "busy-org", count: 400, active: 150, now: Self.now)
        let harness = try ServiceHarness { request, base in org.response(for: request, baseURL: base) ?? .json(404, "{}") }
        let activity = try await harness.service.repositories(owner: "busy-org", pushedSince: Self.now.addingTimeInterval(-28 * 86_400)).result().get()
        #expect(activity.count == 150)
        #expect(harness.server.requests.map { $0.query["page"] ?? "1" } == ["1", "2"])
    }

    @Test func commitListingsRunEightAtATimeAcrossTheWholeRun() async throws {
        let org = SyntheticActivityOrganization(name: "wide-org", count: 200, active: 40, now: Self.now)
        let barrier = RequestBarrier(count: 8)
        let harness = try ServiceHarness { request, base in
            if request.path.hasSuffix("/commits") { barrier.arrive() }
            return org.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        _ = try await harness.service.activity(owner: "wide-org", since: Self.now.addingTimeInterval(-86_400 * 28), until: nil).result().get()
        #expect(barrier.releasedByCount)
        #expect(harness.server.peakConcurrentRequests == 8)
    }

    @Test func commitPagesAreAllFetchedAndAnEmptyRepositoryCountsZero() async throws {
        let org = SyntheticActivityOrganization(name: "org", count: 10, active: 5, now: Self.now, empty: [2])
        let harness = try ServiceHarness { request, base in
            // Two commits a page, so repositories with more walk several pages.
            var paged = request
            if request.path.hasSuffix("/commits") {
                var query = request.query
                query["per_page"] = "2"
                paged = LoopbackServer.Request(method: request.method, path: request.path, query: query, target: request.target, headers: request.headers)
            }
            return org.response(for: paged, baseURL: base) ?? .json(404, "{}")
        }
        let activity = try await harness.service.activity(owner: "org", since: Self.now.addingTimeInterval(-30 * 86_400), until: nil).result().get()
        #expect(activity.repositories.map(\.commits.count) == [3, 5, 0, 9, 11])
    }

    @Test func oneFailingRepositoryFailsTheRun() async throws {
        let org = SyntheticActivityOrganization(name: "org", count: 10, active: 5, now: Self.now, failing: [4])
        let harness = try ServiceHarness(retry: .never) { request, base in org.response(for: request, baseURL: base) ?? .json(404, "{}") }
        let result = try await harness.service.activity(owner: "org", since: Self.now.addingTimeInterval(-30 * 86_400), until: nil).result()
        #expect(throws: GitHubError.server(status: 500, message: "Server Error")) { try result.get() }
    }
}
