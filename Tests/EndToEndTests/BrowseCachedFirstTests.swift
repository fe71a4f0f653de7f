import Dispatch
import Foundation
import Reactive
import TestSupport
import Testing

/// `repos browse` on an org it has seen before: the cache's rows are on screen before GitHub has
/// answered anything, marked with their age, and GitHub's replace them in place.
@Suite(.serialized) struct BrowseCachedFirstTests {
    /// Holds every request it sees until opened (or 300 s pass, the suite's one bound: a guard
    /// against a hang, not a measurement).
    final class Gate: Sendable {
        private let closed = Locked(false)
        private let opened = DispatchSemaphore(value: 0)

        func close() { closed.withLock { $0 = true } }

        func open() {
            closed.withLock { $0 = false }
            opened.signal()
        }

        func pass() {
            guard closed.withLock({ $0 }) else { return }
            _ = opened.wait(timeout: .now() + 300)
            // Each request let through lets the next one through.
            opened.signal()
        }
    }

    @Test func theCachedRowsComeFirstMarkedThenGitHubsInPlaceKeepingTheSelection() async throws {
        let org = RevalidationEndToEndTests.ChangingOrg(SyntheticOrganization(name: "seen-org", count: 450))
        let gate = Gate()
        let fixture = try Fixture(extra: { request, base in
            gate.pass()
            return org.answer(request, base)
        })
        defer { withExtendedLifetime(fixture) {} }
        // Seen before: the listing browse shows, newest push first.
        let warm = try await fixture.process(["list", "seen-org", "--all", "--sort", "pushed", "--json"])
        #expect(warm.status == 0)
        // Since then, a repository was created: GitHub's listing has it first.
        org.org.withLock { $0 = SyntheticOrganization(name: "seen-org", count: 450, added: 1) }
        fixture.server.resetLog()
        let answered = fixture.server.bytesSent.count
        gate.close()

        let session = try BrowseEndToEndTests.session(fixture, "seen-org")
        // The waits take the suite's bound: on one busy core the first screen can come after 30 s.
        var (screen, found) = try session.waitFor("seen-org — 450 repositories · by pushed · cached just now · refreshing", timeout: 300)
        #expect(found, "\(screen)")
        #expect(screen.contains { $0.hasPrefix("▌repo-00000") })
        // GitHub has answered nothing since: the rows are the cache's.
        #expect(fixture.server.bytesSent.count == answered)
        try session.type("j")
        try session.type("j")
        (screen, found) = try session.waitFor(timeout: 300) { $0.contains { $0.hasPrefix("▌repo-00002") } }
        #expect(found, "\(screen)")

        gate.open()
        (screen, found) = try session.waitFor("seen-org — 451 repositories · by pushed · fresh", timeout: 300)
        #expect(found, "\(screen)")
        // The new repository is in, and the selection stayed on its repository.
        #expect(screen.contains { $0.hasPrefix(" new-00000") })
        #expect(screen.contains { $0.hasPrefix("▌repo-00002") })
        // Five pages then and now (451 in pages of 100), each asked for with its ETag; beside them
        // the org's events, once, to mark what happened since the Activity was last looked at.
        let pages = fixture.server.requests.filter { !$0.path.hasSuffix("/events") }
        #expect(pages.count == 5)
        #expect(pages.allSatisfy { $0.headers["if-none-match"] != nil })
        try session.type("q")
    }
}
