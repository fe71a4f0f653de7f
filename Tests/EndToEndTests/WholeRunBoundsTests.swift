import Foundation
import Service
import TestSupport
import Testing

/// A whole run is bounded whatever the server does: against listings that never end, every view
/// that gathers stops at its documented cap with one `Error:` line and exit 1, having asked for
/// no page past it.
@Suite struct WholeRunBoundsTests {
    static let advice = "narrow it (--limit, a filter) or stream it with --format ndjson\n"
    static let pastItems = "Error: the listing goes on past 50,000 items, the most repos gathers at once; " + advice

    static func fixture() throws -> Fixture {
        let endless = EndlessListings()
        return try Fixture { request, base in endless.response(for: request, baseURL: base) }
    }

    /// One format stands for all that gather (table, TSV, CSV, JSON, `--jq`): they share the one
    /// list core that holds the cap (ListingFeedTests), and each case is 500 pages.
    @Test @MainActor func aGatheredListingStopsAtTheItemCap() async throws {
        let fixture = try Self.fixture()
        let run = try await fixture.repos(["list", "forever", "--all", "--jq", "length"])
        #expect(run.status == 1)
        #expect(run.stderr == Self.pastItems)
        #expect(run.stdout.isEmpty)
        // 500 pages of 100 hold the cap; the 501st passes it. Nothing much beyond is asked for.
        let pages = fixture.server.requests.count
        #expect((501...510).contains(pages), "\(pages) requests")
    }

    @Test @MainActor func activityStopsAtTheCapOnRepositories() async throws {
        let fixture = try Self.fixture()
        let run = try await fixture.repos(["activity", "forever", "--since", "2w"])
        #expect(run.status == 1)
        #expect(run.stderr == Self.pastItems)
        #expect(!fixture.server.requests.contains { $0.path.hasSuffix("/commits") })
    }

    @Test @MainActor func activityBoundsTheCommitsOfAllItsRepositoriesTogether() async throws {
        let fixture = try Self.fixture()
        let run = try await fixture.repos(["activity", "forever-commits", "--since", "2w"])
        #expect(run.status == 1)
        #expect(run.stderr == Self.pastItems)
        // Ten repositories share one bound: about 500 pages of commits in all, not 500 each.
        let pages = fixture.server.requests.filter { $0.path.hasSuffix("/commits") }.count
        #expect((501...520).contains(pages), "\(pages) commit pages")
    }
}
