import Foundation
import TestSupport
import Testing

/// `browse`'s Activity in a real terminal (tmux under `bash -i`): `A` opens the org's events from
/// the repositories, a row appears when the server adds an event, Enter on it opens its pull
/// request, and back on the repositories the one with a new event is marked.
@Suite(.serialized) struct BrowseActivityTests {
    @Test func aRowArrivesWithTheServersNewEventAndEnterOpensItsPullRequest() throws {
        let work = SyntheticWorkOrganization()
        let details = SyntheticWorkDetails(work)
        // Event 0 is a push; event 1, added by the test, opens repo-00001#2.
        let feed = SyntheticEventFeed(org: "workorg", repositories: ["repo-00001"], initial: 1, every: nil)
        let fixture = try Fixture { request, base in
            feed.response(for: request, baseURL: base) ?? details.response(for: request, baseURL: base) ?? work.response(for: request, baseURL: base)
        }
        defer { withExtendedLifetime(fixture) {} }
        let session = try BrowseEndToEndTests.session(fixture, "workorg", width: 120, height: 30)
        try BrowseEndToEndTests.expectScreen(session, "workorg — 2,000 repositories")
        try session.press("A", until: "workorg — activity · 1 event")
        try BrowseEndToEndTests.expectScreen(session, "pushed to main")
        feed.add()
        try BrowseEndToEndTests.expectScreen(session, "workorg — activity · 2 events")
        try session.expectLine(startingWith: "▌")
        try BrowseEndToEndTests.expectScreen(session, "opened PR #2")
        try session.press("Enter", until: "workorg/repo-00001#2 — [Conversation]")
        // Back on the list: the repository with an event since the look began is marked.
        try session.press("Escape", until: "workorg — activity")
        feed.add()
        try session.press("Escape", until: "● repo-00001")
        try session.quit()
    }
}
