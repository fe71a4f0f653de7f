import Foundation
import TestSupport
import Testing

/// The repository screen of `browse` in a real pseudo-terminal: Enter opens a repository on its
/// README, and its faces (Files, Commits, Branches, Tags, Releases) are a key away.
@Suite(.serialized) struct BrowseRepositoryTests {
    @Test func aRepositoryOpensOnItsReadmeAndShowsEachFace() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        // `i` first: the details, with the languages GitHub counts (a name made safe).
        try session.type("i")
        try BrowseEndToEndTests.expectScreen(session, "Languages    Swift 97.7%, Shell 1.9%, Ruby 0.3%, Objective-C^[[2J 0.0%")
        try session.type("Escape")
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot — 12 repositories")
        try session.type("Enter")
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot/bottle-rocket — [README] · Files · Commits · Branches · Tags · Releases")
        try BrowseEndToEndTests.expectScreen(session, "A tiny HTTP toolkit for iOS apps. See the docs <https://atomicrobot.com/docs>.")
        try BrowseEndToEndTests.expectScreen(session, "Title ^[]0;pwned^G stays safe.")

        // Files, a folder at a time; Enter opens a folder in place, or a file on its own screen.
        try session.type("2")
        var (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌.gitmodules") } }
        #expect(found, "\(screen)")
        #expect(screen.contains { $0.hasPrefix(" Sources/") } && screen.contains { $0.hasPrefix(" vendor/") })
        try session.type("j", "j", "Enter")
        (screen, found) = try session.waitFor("atomicrobot/bottle-rocket — README.md")
        #expect(found, "\(screen)")
        try BrowseEndToEndTests.expectScreen(session, "1  # Bottle Rocket")
        try session.type("Escape")
        // Each key after Esc waits for the screen: Esc then a key at once reads as Alt and that key.
        (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌README.md") } }
        #expect(found, "\(screen)")
        try session.type("j", "Enter")
        try BrowseEndToEndTests.expectScreen(session, "· Sources")
        (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌Rocket/") } }
        #expect(found, "\(screen)")
        try session.type("Escape")
        (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌.gitmodules") } }
        #expect(found, "\(screen)")

        // The refs.
        try session.type("4")
        try BrowseEndToEndTests.expectScreen(session, "main (protected)")
        try session.type("5")
        try BrowseEndToEndTests.expectScreen(session, "v2.0.0")
        try session.type("6")
        try BrowseEndToEndTests.expectScreen(session, "Retry with backoff")
        // Tab goes round to the README; Esc leaves the repository.
        try session.type("Tab")
        try BrowseEndToEndTests.expectScreen(session, "[README]")
        try session.type("Escape")
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot — 12 repositories")
        try session.type("q")
        try BrowseEndToEndTests.expectRestored(session, exit: 0)
    }
}
