import Foundation
import TestSupport
import Testing

/// `browse` over an org's pull requests in a real terminal (tmux under `bash -i`): `P` opens them
/// from the repositories, CI and review state arrive for the rows on screen and only those, the
/// pull request's four tabs draw, Files opens the diff, and `o` hands the browser its page.
@Suite(.serialized) struct BrowseWorkTests {
    static func fixture() throws -> Fixture {
        let work = SyntheticWorkOrganization()
        let details = SyntheticWorkDetails(work)
        return try Fixture { request, base in details.response(for: request, baseURL: base) ?? work.response(for: request, baseURL: base) }
    }

    /// The heads whose checks the server was asked for.
    static func checked(_ fixture: Fixture) -> Set<String> {
        Set(fixture.server.requests.filter { $0.path.hasSuffix("/check-runs") }.map(\.path))
    }

    @Test func pullRequestsOpenFromTheRepositoriesWithCIForTheRowsOnScreenOnly() throws {
        let fixture = try Self.fixture()
        defer { withExtendedLifetime(fixture) {} }
        let browser = try BrowseLinksAndSignalsTests.recordingBrowser(in: fixture)
        let session = try BrowseEndToEndTests.session(fixture, "workorg", environment: ["BROWSER": browser.program], width: 120, height: 30)
        try BrowseEndToEndTests.expectScreen(session, "workorg — 2,000 repositories")
        try session.press("P", until: "572 open pull requests in 113 repositories")
        // The first row's CI (a failed check) and review (changes requested) arrive in place.
        var (screen, found) = try session.waitFor { $0.contains { $0.contains("repo-00001#1 ") && $0.contains("✗") && $0.contains("changes req.") } }
        #expect(found, "\(screen.joined(separator: "\n"))")
        // Only the rows in view were asked for: at most a screenful of the 572.
        (screen, found) = try session.waitFor { _ in Self.checked(fixture).count >= 20 }
        let first = Self.checked(fixture)
        #expect((20...30).contains(first.count), "\(first.count) heads checked for one screen")
        // The end of the list: its rows are asked for, and still not the rows between.
        try session.press("G", until: "572/572")
        (screen, found) = try session.waitFor { _ in Self.checked(fixture).count > first.count + 15 }
        #expect(found && Self.checked(fixture).count <= 2 * 30, "\(Self.checked(fixture).count) heads checked after the end")

        try session.press("g", untilLine: "▌  repo-00001#1 ")
        try session.press("Enter", until: "workorg/repo-00001#1 — [Conversation] · Commits · Checks · Files")
        try BrowseEndToEndTests.expectScreen(session, "Mergeable: blocked: a required review or check is missing")
        try BrowseEndToEndTests.expectScreen(session, "Reviews:   1 approval; changes requested by @frankie")
        try session.press("Tab", until: "[Commits]")
        try BrowseEndToEndTests.expectScreen(session, "Step 1 of #1")
        try session.press("Tab", until: "[Checks]")
        try BrowseEndToEndTests.expectScreen(session, "✗ build (macos-14)")
        try session.press("Tab", until: "[Files]")
        try BrowseEndToEndTests.expectScreen(session, "Sources/File0.swift")
        let page = fixture.server.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/workorg/repo-00001/pull/1"
        try session.press("o", until: "opened \(page) with")
        #expect(BrowseLinksAndSignalsTests.opened(browser.log) == [page])
        try session.press("Enter", until: "{+45+}")
        try session.quit()
    }

    @Test func issuesOpenFromTheRepositoriesAndTheirConversationDraws() throws {
        let fixture = try Self.fixture()
        defer { withExtendedLifetime(fixture) {} }
        let session = try BrowseEndToEndTests.session(fixture, "workorg", width: 100, height: 24)
        try BrowseEndToEndTests.expectScreen(session, "workorg — 2,000 repositories")
        try session.press("I", until: "open issues in")
        try session.pressAtOnce("/repo-00014#2\r", until: "1 match \"repo-00014#2\"")
        try session.press("Enter", until: "workorg/repo-00014#2 — [Conversation]")
        try BrowseEndToEndTests.expectScreen(session, "150 comments")
        // In a repository, I lists its own: repo-00014 has one open issue.
        try session.press("Escape", until: "open issues in")
        // Esc clears the kept filter, then goes back.
        try session.press("Escape", until: "4/159")
        try session.press("Escape", until: "workorg — 2,000 repositories")
        try session.pressAtOnce("/repo-00014\r", until: "1 of 2,000")
        try session.press("Enter", until: "[README]")
        try session.press("I", until: "workorg/repo-00014 — 1 open issue in 1 repository")
        // The title names the repository: its rows are `#n`.
        try BrowseEndToEndTests.expectScreen(session, "▌  #2 ")
        // No check is asked for an issue list.
        #expect(!fixture.server.requests.contains { $0.path.hasSuffix("/check-runs") })
        try session.quit()
    }
}
