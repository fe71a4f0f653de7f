import Foundation
import TestSupport
import Testing

/// `browse` keeps a person's place as they move between screens: the built binary in tmux,
/// keys sent in one write, against the loopback server.
@Suite(.serialized) struct BrowseKeepsYourPlaceTests {
    /// Five repositories in the fixture's order, the last matching `Carbon` only by its name's end.
    static func carbon() throws -> (Fixture, TerminalSession) {
        let names = ["Carbon-iOS", "Carbon-Android", "kitchen-sink", "vinyl", "android-starter-Carbon"]
        let carbon = SyntheticOrganization(name: "carbon-org", count: 5, names: names)
        let fixture = try Fixture { request, base in carbon.response(for: request, baseURL: base) }
        let session = try BrowseEndToEndTests.session(fixture, "carbon-org")
        try BrowseEndToEndTests.expectScreen(session, "carbon-org — 5 repositories")
        return (fixture, session)
    }

    /// From the last row, a filter lands on its first match, so Enter opens that one.
    @Test func aFilterTypedFromTheLastRowOpensTheFirstMatch() throws {
        let (fixture, session) = try Self.carbon()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("G", until: "5/5")
        try session.pressAtOnce("/Carbon\r\r", until: "carbon-org/Carbon-iOS — [README]")
        try session.quit()
    }

    /// A kept filter, then Esc: the selection stays on the item it was on.
    @Test func clearingAKeptFilterKeepsTheItem() throws {
        let (fixture, session) = try Self.carbon()
        defer { withExtendedLifetime(fixture) {} }
        try session.pressAtOnce("jj/vinyl\r", until: "1 of 5 repositories")
        try session.press("Escape", until: "carbon-org — 5 repositories")
        try session.expectLine(startingWith: "▌vinyl")
        try session.quit()
    }

    /// Half a page down a long list, a filter selects its first match, not the row it was on.
    @Test func halfAPageDownAFilterSelectsMatchOne() throws {
        let big = SyntheticOrganization(name: "big-org", count: 300)
        let fixture = try Fixture { request, base in big.response(for: request, baseURL: base) }
        defer { withExtendedLifetime(fixture) {} }
        let session = try BrowseEndToEndTests.session(fixture, "big-org")
        try BrowseEndToEndTests.expectScreen(session, "big-org — 300 repositories")
        try session.press("C-d", until: "/300")
        try session.pressAtOnce("/repo-0001", until: "1/10")
        try session.expectLine(startingWith: "▌repo-00010")
        try session.press("Enter", until: "10 of 300 repositories")
        try session.quit()
    }

    /// `--offline` rows are the cache's, and the title says so with their age.
    @Test func offlineRowsSayTheyAreCachedAndHowOld() throws {
        let (fixture, online) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try online.quit()
        let session = try BrowseEndToEndTests.session(fixture, "atomicrobot --offline")
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot — 12 repositories · by pushed · cached ")
        try session.quit()
    }

    /// Enter on a symlink to a folder shows the folder, and the reading it said goes once done;
    /// Esc from there lands on the link's row, where you came from.
    @Test func escFromALinkedFolderLandsOnTheLink() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("Enter", until: "[README]")
        try session.pressAtOnce("2", untilLine: "▌.gitmodules")
        try session.pressAtOnce("jjjj\r", untilLine: "▌latest")
        try session.pressAtOnce("\r", untilLine: "▌Client.swift")
        let (screen, _) = try session.waitFor { lines in lines.contains { $0.contains("esc back") } }
        #expect(!screen.joined().contains("reading"), "\(screen)")
        try session.press("Escape", untilLine: "▌latest")
        try BrowseEndToEndTests.expectScreen(session, "· docs")
        try session.quit()
    }

    /// The ref picker, opened from its last row, selects the first ref a typed name matches.
    @Test func thePickerSelectsItsFirstMatch() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("Enter", until: "HTTP toolkit for `iOS` apps.")
        try session.press("b", until: "v2.0.0")
        try session.press("End", until: "v2.0.0")
        try session.pressAtOnce("de", untilLine: "▌dependabot/")
        try session.press("Escape", until: "[README]")
        try session.quit()
    }
}
