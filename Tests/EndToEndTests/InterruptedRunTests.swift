import Foundation
import TestSupport
import Testing

/// Ctrl-C during a one-shot command, in a shell on a terminal (tmux, `bash -i`): the run ends
/// with 130 and leaves the terminal as it found it, its progress line erased, so the prompt
/// starts at column 0.
@Suite(.serialized) struct InterruptedRunTests {
    @Test(.enabled(if: LinuxTools.available)) func ctrlCDuringAListingErasesItsProgressLine() throws {
        // Page 1 is answered; every later page is held, so the listing is in flight when Ctrl-C comes.
        let held = RequestBarrier(count: 1_000, limit: 10)
        let fixture = try Fixture { request, _ in
            if request.path == "/orgs/big-org/repos", let page = request.query["page"], page != "1" { held.arrive() }
            return nil
        }
        defer { withExtendedLifetime(fixture) {} }
        let session = try PagerEndToEndTests.session(fixture, "list big-org --all")
        let (shown, found) = try session.waitFor { $0.contains { $0.contains("Fetching big-org repositories… 1/5 pages") } }
        #expect(found, "\(shown)")
        try session.type("C-c")
        try BrowseEndToEndTests.expectRestored(session, exit: 130)
        let screen = try session.screen()
        #expect(!screen.contains { $0.contains("Fetching") }, "\(screen)")
        #expect(screen.contains("EXIT=130"), "\(screen)")
    }
}
