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
        try session.press("i", until: "Languages    Swift 97.7%, Shell 1.9%, Ruby 0.3%, Objective-C^[[2J 0.0%")
        try session.press("Escape", until: "atomicrobot — 12 repositories")
        try session.press("Enter", until: "atomicrobot/bottle-rocket — [README] · Files · Commits · Branches · Tags · Releases")
        try BrowseEndToEndTests.expectScreen(session, "A **tiny** HTTP toolkit for `iOS` apps. See the docs[1].")
        try BrowseEndToEndTests.expectScreen(session, "Title ^[]0;pwned^G stays safe.")

        // Files, a folder at a time; Enter opens a folder in place, or a file on its own screen.
        try session.press("2", untilLine: "▌.gitmodules")
        let files = try session.screen()
        #expect(files.contains { $0.hasPrefix(" Sources/") } && files.contains { $0.hasPrefix(" vendor/") })
        try session.press("j", "j", "Enter", until: "atomicrobot/bottle-rocket — README.md")
        try BrowseEndToEndTests.expectScreen(session, "1  # Bottle Rocket")
        try session.type("Escape")
        // Each key after Esc waits for the screen: Esc then a key at once reads as Alt and that key.
        try session.expectLine(startingWith: "▌README.md")
        try session.press("j", "Enter", until: "· Sources")
        try session.expectLine(startingWith: "▌Rocket/")
        // Up a folder, the folder you came from is selected.
        try session.press("Escape", untilLine: "▌Sources/")

        // The refs, the default branch marked.
        try session.press("4", until: "main (default)")
        try session.press("5", until: "v2.0.0")
        try session.press("6", until: "Retry with backoff")
        // Tab goes round to the README; Esc leaves the repository.
        try session.press("Tab", until: "[README]")
        try session.press("Escape", until: "atomicrobot — 12 repositories")
        try session.quit()
    }

    /// `c` on a branch compares the default branch with it, on the screen `repos compare` draws;
    /// on Commits, `m` marks a commit (shown in the list) and `c` compares the older of the two
    /// with the newer, whichever was marked; on Tags, `c` lists what the default branch gained
    /// since the tag. Keys go in one write, as a person types them.
    @Test func compareFromABranchAndFromAMarkedCommit() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("Enter", until: "[README]")
        try session.pressAtOnce("4", until: "main (default)")
        // The branches by name: the last is release/1.0.
        try session.pressAtOnce("Gc", until: "bottle-rocket main...release/1.0 — release/1.0 is 2 behind main")
        try BrowseEndToEndTests.expectScreen(session, "Status:     behind: release/1.0 is 2 behind main")
        #expect(fixture.server.requests.contains { $0.path == "/repos/atomicrobot/bottle-rocket/compare/main...release/1.0" })
        try session.press("Escape", untilLine: "▌release/1.0")
        try session.pressAtOnce("3", untilLine: "▌d4049f4")
        // The newer marked first: the comparison is still older...newer, what the newer adds.
        try session.typeAtOnce("m")
        try session.expectLine(startingWith: "▌d4049f4 ◆")
        try session.typeAtOnce("jc")
        try BrowseEndToEndTests.expectScreen(session, "bottle-rocket b25056a...d4049f4 — d4049f4 is 1 ahead of b25056a")
        try BrowseEndToEndTests.expectScreen(session, "in 2 files")
        let asked = "/repos/atomicrobot/bottle-rocket/compare/b25056ab37fe1d0426ad5d75a290b3b2697912a1...d4049f477b0b235e27903546a3c9f780db8137ff"
        #expect(fixture.server.requests.filter { $0.path == asked }.count == 1)
        #expect(!fixture.server.requests.contains { $0.path.contains("compare/d4049f4") })
        // The older marked first: the same comparison, from the cache's copy.
        try session.press("Escape", untilLine: "▌b25056a")
        try session.typeAtOnce("mkc")
        try BrowseEndToEndTests.expectScreen(session, "bottle-rocket b25056a...d4049f4 — d4049f4 is 1 ahead of b25056a")
        // On Tags, c lists what the default branch gained since the release.
        try session.press("Escape", untilLine: "▌d4049f4")
        try session.pressAtOnce("5", untilLine: "▌v2.4.0")
        try session.typeAtOnce("c")
        try BrowseEndToEndTests.expectScreen(session, "bottle-rocket v2.4.0...main — 2 commits to main since v2.4.0")
        try session.quit()
    }

    /// `h` on the Files face lists the commits that touched the selected file, asked of GitHub
    /// with its path; elsewhere `h` still goes back.
    @Test func hOnTheFilesFaceListsTheSelectedFilesHistory() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("Enter", until: "[README]")
        try session.pressAtOnce("2", untilLine: "▌.gitmodules")
        // The key line says it; .gitmodules, LICENSE, then README.md.
        try BrowseEndToEndTests.expectScreen(session, "h history")
        try session.pressAtOnce("jjh", until: "atomicrobot/bottle-rocket · README.md — ")
        // The title is drawn before the answer comes; the first row is what the request brought.
        try session.expectLine(startingWith: "▌d4049f4")
        #expect(fixture.server.requests.contains { $0.path == "/repos/atomicrobot/bottle-rocket/commits" && $0.query["path"] == "README.md" })
        // Back on the Files face, and `h` elsewhere is back: from the README face to the list.
        try session.press("Escape", untilLine: "▌README.md")
        try session.pressAtOnce("1", until: "[README]")
        try session.pressAtOnce("h", until: "atomicrobot — 12 repositories")
        try session.quit()
    }

    /// `--accessible` writes what each face holds: the README's text, the files' names, the
    /// branches; a symlink to a folder opens the folder, and Enter on a branch opens its commits.
    @Test func theAccessibleModeWritesEachFaceAndEnterFollowsLinksAndRefs() throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        let session = try BrowseEndToEndTests.session(fixture, "atomicrobot --accessible")
        try BrowseEndToEndTests.expectScreen(session, "1 of 12: bottle-rocket")
        // The README is said in words: its styles' marks are not read out.
        try session.press("Enter", until: "A tiny HTTP toolkit for iOS apps. See the docs[1].")
        try BrowseEndToEndTests.expectScreen(session, "Heading level 1: Bottle Rocket")
        try session.press("2", until: "evil^[[2J.txt")
        try BrowseEndToEndTests.expectScreen(session, "vendor/")
        try session.press("4", until: "main (default), 1c27536, protected")
        try BrowseEndToEndTests.expectScreen(session, "release/1.0, 41c09e2")
        try session.press("j", until: "2 of 5: develop, 6485289")
        try session.press("Enter", until: "atomicrobot/bottle-rocket @ develop — ")
        // The title is spoken before the answer comes; the first commit is what the request brought.
        try BrowseEndToEndTests.expectScreen(session, ": d4049f4 by ada-l")
        #expect(fixture.server.requests.contains { $0.path == "/repos/atomicrobot/bottle-rocket/commits" && $0.query["sha"] == "develop" })
        try session.quit()
    }

    /// A symlink to a folder opens the folder it names.
    @Test func aSymlinkToAFolderOpensIt() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("Enter", until: "HTTP toolkit for `iOS` apps.")
        try session.press("2", untilLine: "▌.gitmodules")
        try session.pressAtOnce("jjjj\r", untilLine: "▌latest@")
        try session.press("Enter", until: "· Sources/Rocket")
        try session.expectLine(startingWith: "▌Client.swift")
        try session.quit()
    }

    /// `b`, then a ref's name typed at once with Enter: the picker filters as you type.
    @Test func thePickerTakesANameAndEnterAtOnce() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("Enter", until: "HTTP toolkit for `iOS` apps.")
        try session.press("b", until: "v2.0.0")
        try session.pressAtOnce("rel\r", until: "bottle-rocket @ release/1.0 — README")
        try session.quit()
    }

    /// The whole walk of the issue: list → repository → README → Files → a directory → a file,
    /// searched → `b` another ref, picked from a filtered list → Commits at that ref.
    @Test func fromTheListToAFileThenAnotherRefAndItsCommits() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.press("Enter", until: "HTTP toolkit for `iOS` apps.")
        try session.press("2", untilLine: "▌.gitmodules")
        try session.press("j", "j", "j", "Enter", untilLine: "▌Rocket/")
        try session.press("Enter", untilLine: "▌Client.swift")
        try session.press("j", "Enter", until: "atomicrobot/bottle-rocket — Sources/Rocket/Retry.swift")
        // `/` searches the file: the first match from the top comes into view, at the top.
        try session.type("/")
        try session.type("backoff", literal: true)
        try session.type("Enter")
        let (searched, jumped) = try session.waitFor { $0.dropFirst().first?.contains("31  /// Retries with exponential backoff.") == true }
        #expect(jumped, "\(searched)")
        // The only match: `n` goes round to it, and says so.
        try session.press("n", until: "search wrapped to the top")
        try BrowseEndToEndTests.expectScreen(session, "match 1/1")
        // Esc clears the search, then goes back to the folder.
        try session.press("Escape", until: "↑↓ move")
        try session.press("Escape", untilLine: "▌Retry.swift")

        // `b`: the branches, then the tags, filtered as you type; Enter picks the ref.
        try session.press("b", until: "pick a branch or tag")
        try BrowseEndToEndTests.expectScreen(session, "feature/retry-backoff")
        try session.press("v2.4", literal: true, until: "1 match \"v2.4\"")
        try session.type("Enter")
        // Every face now shows v2.4.0: the Files face (shown when `b` was pressed) from the root,
        // its tree walked since GitHub cut it short.
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot/bottle-rocket @ v2.4.0 — README · [Files] · Commits")
        try session.expectLine(startingWith: "▌.gitmodules")
        try session.expectLine(startingWith: " vendor/")
        try session.type("1")
        // The README face at v2.4.0: its title is the wide one, or the narrow one when the README
        // is taller than the screen and its position takes the room.
        let (readmeScreen, onReadme) = try session.waitFor { lines in
            lines.contains { $0.contains("atomicrobot/bottle-rocket @ v2.4.0 — [README]") || $0.contains("bottle-rocket @ v2.4.0 — README 1/6") }
        }
        #expect(onReadme, "\(readmeScreen)")
        try session.type("3")
        // Once its rows are in, the face's request has been answered.
        try BrowseEndToEndTests.expectScreen(session, "bottle-rocket @ v2.4.0 — Commits 3/6 · 8 commits loaded")
        let asked = fixture.server.requests.map(\.target)
        #expect(asked.contains("/repos/atomicrobot/bottle-rocket/readme?ref=v2.4.0"))
        #expect(asked.contains { $0.hasPrefix("/repos/atomicrobot/bottle-rocket/commits?") && $0.contains("sha=v2.4.0") }, "\(asked)")
        #expect(asked.contains("/repos/atomicrobot/bottle-rocket/git/trees/v2.4.0?recursive=1"))
        try session.quit()
    }
}
