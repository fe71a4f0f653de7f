import Foundation
import Reactive
import TestSupport
import Testing

/// A listing seen before is revalidated in one round, and whatever changed since, the result is
/// the one a cold run gives.
@Suite struct RevalidationEndToEndTests {
    /// An org served as GitHub serves it: the ETag is the body's (so an unchanged page answers 304
    /// whatever else changed), and the org can be swapped for a changed one between runs. While a
    /// barrier is set, every request waits at it before being answered.
    final class ChangingOrg: Sendable {
        let org: Locked<SyntheticOrganization>
        let barrier = Locked<RequestBarrier?>(nil)

        init(_ org: SyntheticOrganization) { self.org = Locked(org) }

        func answer(_ request: LoopbackServer.Request, _ base: URL) -> LoopbackServer.Response? {
            let unconditional = LoopbackServer.Request(
                method: request.method, path: request.path, query: request.query, target: request.target,
                headers: request.headers.filter { $0.key != "if-none-match" })
            guard var response = org.withLock({ $0 }).response(for: unconditional, baseURL: base) else { return nil }
            barrier.withLock { $0 }?.arrive()
            let etag = "W/\"\(ResponseDigest.of(response.body))\""
            if request.headers["if-none-match"] == etag { return LoopbackServer.Response(status: 304, headers: [("etag", etag)]) }
            response.headers = response.headers.filter { $0.0 != "etag" } + [("etag", etag)]
            return response
        }
    }

    /// A stable digest of a body, for an ETag.
    enum ResponseDigest {
        static func of(_ data: Data) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in data {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return String(hash, radix: 16)
        }
    }

    private func pages(_ fixture: Fixture) -> [Int] {
        fixture.server.requests.map { Int($0.query["page"] ?? "1") ?? 0 }.sorted()
    }

    @Test func aWarmListingOfTwentyPagesCostsOneRound() async throws {
        let org = ChangingOrg(SyntheticOrganization(name: "twenty-org", count: 2000))
        let fixture = try Fixture(extra: org.answer)
        let cold = try await fixture.repos(["list", "twenty-org", "--all", "--json"])
        #expect(cold.status == 0)
        #expect(pages(fixture) == Array(1...20))
        fixture.server.resetLog()

        let barrier = RequestBarrier(count: 20)
        org.barrier.withLock { $0 = barrier }
        let warm = try await fixture.repos(["list", "twenty-org", "--all", "--json", "-v"])
        #expect(warm.status == 0)
        #expect(warm.stdout == cold.stdout)
        // Every request was at the barrier before any was answered: one round.
        #expect(barrier.releasedByCount)
        #expect(fixture.server.peakConcurrentRequests == 20)
        #expect(pages(fixture) == Array(1...20))
        #expect(fixture.server.requests.allSatisfy { $0.headers["if-none-match"] != nil })
        #expect(warm.stderr.components(separatedBy: "→ 304").count - 1 == 20)
        // Each conditional request went to GitHub, and its 304 cost nothing.
        let cost = warm.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(cost.hasPrefix("* cost: 20 requests sent, 20 answered 304, 0 answered by the cache unasked") && cost.contains("rate limit 0 spent"), "\(cost)")
    }

    @Test func aColdListingStillWaitsForPageOneAndKeepsEightInFlight() async throws {
        let org = ChangingOrg(SyntheticOrganization(name: "twenty-org", count: 2000))
        // Page 1 goes alone; the pages it names wait at a barrier until eight are on the server
        // at once, so eight in flight is made so, not hoped for. After the barrier each answer
        // still takes 0.3 s, so a ninth request sent beside the eight would overlap them.
        let barrier = RequestBarrier(count: 8)
        let fixture = try Fixture(latency: 0.3) { request, base -> LoopbackServer.Response? in
            if request.query["page"] != nil { barrier.arrive() }
            return org.answer(request, base)
        }
        let cold = try await fixture.repos(["list", "twenty-org", "--all", "--json", "--no-cache"])
        #expect(cold.status == 0)
        #expect(barrier.releasedByCount, "eight requests were never on the server at once")
        #expect(fixture.server.peakConcurrentRequests == 8)
        #expect(fixture.server.requests.first?.query["page"] == nil)
    }

    /// An org that changed between two runs: what it was, what it is, and the pages the warm run
    /// asked for.
    struct Change: Sendable, CustomTestStringConvertible {
        let name: String
        let before: Int
        let after: Int
        let added: Int
        let pages: [Int]
        var testDescription: String { name }
    }

    @Test(arguments: [
        // Every page changed and page 21 is new: the twenty remembered pages went at once, and
        // page 21 was asked for once the fresh page 1 named it.
        Change(name: "a repository added on page 1", before: 2000, after: 2000, added: 1, pages: Array(1...21)),
        // Page 20 is asked for (remembered) and answers with nothing; the fresh page 1 plans 19.
        Change(name: "pages that no longer exist", before: 2000, after: 1850, added: 0, pages: Array(1...20)),
        // Page 1 is the same, so it answers 304 with the remembered links (19 pages); page 19
        // changed, and its own links go on to page 20.
        Change(name: "grown behind an unchanged page 1", before: 1890, after: 1910, added: 0, pages: Array(1...20)),
    ])
    func aChangedOrgGivesExactlyTheColdResult(change: Change) async throws {
        let org = ChangingOrg(SyntheticOrganization(name: "changing-org", count: change.before))
        let fixture = try Fixture(extra: org.answer)
        _ = try await fixture.repos(["list", "changing-org", "--all", "--json"])
        org.org.withLock { $0 = SyntheticOrganization(name: "changing-org", count: change.after, added: change.added) }
        fixture.server.resetLog()
        let warm = try await fixture.repos(["list", "changing-org", "--all", "--json"])
        #expect(pages(fixture) == change.pages)
        let cold = try await fixture.repos(["list", "changing-org", "--all", "--json", "--no-cache"])
        #expect(warm.status == 0)
        #expect(warm.stdout == cold.stdout)
        let names = try jsonArray(warm.stdout).compactMap { $0["name"] as? String }
        #expect(names.count == change.after + change.added)
        #expect(names.first == (change.added > 0 ? "new-00000" : "repo-00000"))
    }
}
