import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

@Suite struct PaginationConcurrencyTests {
    @Test func fetchesRemainingPagesConcurrentlyBoundedAndInOrder() async throws {
        let org = SyntheticOrganization(name: "big-org", count: 2000)
        // Pages 2… wait at the barrier until eight are in flight: the peak is then proven by the
        // server's own count, whatever the machine's speed.
        // Neither the requests' timeout nor the barrier's guard is about speed: both are far past
        // what a slow machine (or the thread sanitizer's slowdown) can reach, so a request held
        // at the barrier is never timed out and retried.
        let barrier = RequestBarrier(count: 8, limit: 600)
        let harness = try ServiceHarness(timeout: 3600) { request, base in
            if request.query["page"] != nil { barrier.arrive() }
            return org.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        let list = try await harness.service.repositories(owner: "big-org", query: RepositoryQuery(), limit: nil).result().get()
        #expect(list.items.count == 2000)
        #expect(list.items.map(\.name) == (0..<2000).map { "repo-\(String(format: "%05d", $0))" })
        #expect(harness.server.requests.count == 20)
        #expect(barrier.releasedByCount)
        #expect(harness.server.peakConcurrentRequests == 8)
    }

    @Test func concurrencyBoundIsConfigurable() async throws {
        let org = SyntheticOrganization(name: "big-org", count: 1000)
        let harness = try ServiceHarness(latency: 0.03, maxConcurrentPages: 2) { request, base in
            org.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        _ = try await harness.service.repositories(owner: "big-org", query: RepositoryQuery(), limit: nil).result().get()
        #expect(harness.server.peakConcurrentRequests <= 2)
    }

    @Test func stopsAtTheLimit() async throws {
        let org = SyntheticOrganization(name: "big-org", count: 2000)
        let harness = try ServiceHarness { request, base in
            org.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        let list = try await harness.service.repositories(owner: "big-org", query: RepositoryQuery(), limit: 250).result().get()
        #expect(list.items.count == 250)
        #expect(list.hasMore)
        #expect(harness.server.requests.map { $0.query["page"] ?? "1" }.sorted() == ["1", "2", "3"])
    }

    @Test func aFailedPageFailsTheWholeListing() async throws {
        let org = SyntheticOrganization(name: "big-org", count: 500)
        let harness = try ServiceHarness(retry: .never) { request, base in
            if request.query["page"] == "4" { return .json(500, #"{"message":"Server Error"}"#) }
            return org.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        let result = try await harness.service.repositories(owner: "big-org", query: RepositoryQuery(), limit: nil).result()
        #expect(throws: GitHubError.server(status: 500, message: "Server Error")) { try result.get() }
    }
}

@Suite struct PageStreamTests {
    @Test func pagesArriveInOrderWithBoundedConcurrency() async throws {
        let org = SyntheticOrganization(name: "big-org", count: 2000)
        let harness = try ServiceHarness(latency: 0.03) { request, base in
            org.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        let (names, pages) = try await bounded("the 20 pages") {
            var (names, pages) = ([String](), 0)
            for try await page in harness.service.repositoryPages(owner: "big-org", query: RepositoryQuery(), limit: nil).values {
                names += page.items.map(\.name)
                pages += 1
            }
            return (names, pages)
        }
        #expect(pages == 20)
        #expect(names == (0..<2000).map { "repo-\(String(format: "%05d", $0))" })
        #expect(harness.server.peakConcurrentRequests <= 8)
    }

    @Test func streamStopsAtTheLimitAndFallsBackToUsers() async throws {
        let org = SyntheticOrganization(name: "big-org", count: 2000)
        let harness = try ServiceHarness { request, base in
            org.response(for: request, baseURL: base) ?? (try? FixtureRouter())?.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        let count = try await bounded("250 repositories") {
            var count = 0
            for try await page in harness.service.repositoryPages(owner: "big-org", query: RepositoryQuery(), limit: 250).values { count += page.items.count }
            return count
        }
        #expect(count == 250)
        #expect(harness.server.requests.count == 3)
        let users = try await bounded("a user's repositories") {
            var users: [String] = []
            for try await page in harness.service.repositoryPages(owner: "octocat", query: RepositoryQuery(), limit: nil).values {
                users += page.items.map(\.name)
            }
            return users
        }
        #expect(users == ["Hello-World", "boysenberry-repo-1", "git-consortium"])
    }
}
