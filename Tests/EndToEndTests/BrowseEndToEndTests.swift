import Foundation
import TestSupport
import Testing

/// `repos browse` as a person uses it: the built binary in a real pseudo-terminal (tmux),
/// against the loopback server, keys typed and screens read.
@Suite(.serialized) struct BrowseEndToEndTests {
    static func session(_ fixture: Fixture, _ arguments: String, environment: [String: String] = [:], width: Int = 100, height: Int = 30) throws
        -> TerminalSession
    {
        var env = ["GITHUB_API_URL": fixture.server.baseURL.absoluteString, "XDG_CACHE_HOME": fixture.cacheHome.path, "PATH": "/usr/bin:/bin"]
        env.merge(environment) { _, new in new }
        return try TerminalSession(command: "\(BinaryRunner.binary.path) browse \(arguments)", environment: env, width: width, height: height)
    }

    /// `repos browse atomicrobot` on the fixture server, its twelve repositories on screen. The
    /// fixture is returned to be kept alive as long as the session.
    static func atomicrobotOnScreen() throws -> (Fixture, TerminalSession) {
        let fixture = try Fixture()
        let session = try session(fixture, "atomicrobot")
        try Self.expectScreen(session, "atomicrobot — 12 repositories")
        return (fixture, session)
    }

    /// Waits until some line contains `text`, and expects it did.
    static func expectScreen(_ session: TerminalSession, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (screen, found) = try session.waitFor(text)
        #expect(found, "\(text) not on \(screen)", sourceLocation: sourceLocation)
    }

    /// After the program: its exit code, and the terminal back in cooked mode with echo, on the
    /// primary screen, the cursor shown.
    static func expectRestored(_ session: TerminalSession, exit code: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // The shell prints the exit code, then the terminal's modes as `stty` reads them.
        let (screen, found) = try session.waitFor { lines in
            lines.indices.contains { lines[$0] == "EXIT=\(code)" && $0 + 1 < lines.count && lines[$0 + 1].contains("icanon") }
        }
        #expect(found, "\(screen)", sourceLocation: sourceLocation)
        if let line = screen.lastIndex(of: "EXIT=\(code)"), line + 1 < screen.count {
            #expect(screen[line + 1].hasPrefix("icanon echo"), "\(screen)", sourceLocation: sourceLocation)
        }
        #expect(try session.pane("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(try session.pane("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
    }

    /// Stopped, as the shell says, with the terminal the shell's again (primary screen, cursor
    /// shown, cooked mode); after `fg`, typed at the prompt as a person would, browse mode and the
    /// screen are back.
    static func expectSuspendedThenBack(_ session: TerminalSession) throws {
        // The shell says so, then its prompt command says the code (147: stopped) and the modes.
        let (stopped, found) = try session.waitFor { $0.contains { $0.contains("Stopped") } && $0.contains { $0.hasPrefix("icanon echo") } }
        #expect(found, "\(stopped)")
        #expect(stopped.contains("EXIT=147"), "\(stopped)")
        #expect(try session.pane("#{alternate_on}") == "0")
        #expect(try session.pane("#{cursor_flag}") == "1")
        try session.type("fg", literal: true)
        try session.type("Enter")
        let (screen, back) = try session.waitFor("atomicrobot — 12 repositories · by pushed")
        #expect(back, "\(screen)")
        #expect(try session.pane("#{alternate_on}") == "1")
    }

    @Test func listToCommitsToCommitAndBackThenQuit() throws {
        let fixture = try Fixture()
        let session = try Self.session(fixture, "atomicrobot")
        defer { withExtendedLifetime(fixture) {} }
        var (screen, found) = try session.waitFor("atomicrobot — 12 repositories · by pushed")
        #expect(found, "\(screen)")
        #expect(screen.contains { $0.hasPrefix("▌bottle-rocket") && $0.contains("A tiny HTTP toolkit for iOS apps.") })
        #expect(screen.last { !$0.isEmpty }?.contains("↑↓ move  ⏎ open  / filter") == true)

        try session.type("j")
        try session.type("k")
        // A repository opens on its README; 3 is its commits.
        try session.press("Enter", until: "atomicrobot/bottle-rocket — [README]")
        try session.type("3")
        (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌d4049f4  ada-l") && $0.contains("Add retry with backoff") } }
        #expect(found, "\(screen)")

        try session.type("Enter")
        (screen, found) = try session.waitFor("Committer: GitHub <noreply@github.com>")
        #expect(found, "\(screen)")
        #expect(screen.contains { $0.contains("commit d4049f477b0b235e27903546a3c9f780db8137ff") })
        #expect(screen.contains { $0.contains("diff --git a/Sources/Module01/File001.swift") })

        // Back twice: the commits, then the repositories with the selection where it was.
        try session.type("Down")
        try session.press("Escape", untilLine: "▌d4049f4")
        try session.type("Down", "Down")
        try session.press("BSpace", untilLine: "▌bottle-rocket")

        try session.quit()
    }

    @Test func filteringAndSortingFollowTheKeys() throws {
        let (fixture, session) = try Self.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.type("/")
        try session.type("launch", literal: true)
        var (screen, found) = try session.waitFor("1 of 12 repositories · by pushed · filter \"launch\"")
        #expect(found, "\(screen)")
        #expect(screen.contains { $0.contains("/ launch▏") })
        try session.type("Enter")
        try session.type("s")
        (screen, found) = try session.waitFor("by name · filter \"launch\"")
        #expect(found, "\(screen)")
        #expect(screen.contains { $0.hasPrefix("▌launchpad") })
        // Esc while typing clears the filter; the list is whole again.
        try session.type("/")
        try session.press("Escape", until: "atomicrobot — 12 repositories · by name")
        try session.press("?", until: "Keys (↑↓ scroll, q quits, any other key closes)")
        try session.type("x")
        (screen, found) = try session.waitFor { !$0.contains { $0.contains("Keys (↑↓ scroll") } }
        #expect(found, "\(screen)")
        try session.type("C-c")
        try Self.expectRestored(session, exit: 130)
    }

    @Test(arguments: [("TERM", 143), ("HUP", 129)])
    func aSignalRestoresTheTerminal(signal: String, code: Int) throws {
        let (fixture, session) = try Self.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        let pid = try #require(try session.programPID())
        kill(pid, signal == "TERM" ? SIGTERM : SIGHUP)
        try Self.expectRestored(session, exit: code)
    }

    @Test func aResizeRedrawsAtTheNewSizeDownTo20x5() throws {
        let (fixture, session) = try Self.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.resize(width: 40, height: 10)
        var (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix(" NAME") && $0.hasSuffix("★") } }
        #expect(found, "\(screen)")
        #expect(screen.prefix(10).allSatisfy { $0.count <= 40 })
        try session.resize(width: 20, height: 5)
        (screen, found) = try session.waitFor { $0.first == " atomicrobot — 12 r…" && $0.count >= 5 }
        #expect(found, "\(screen)")
        try session.resize(width: 100, height: 30)
        try Self.expectScreen(session, "atomicrobot — 12 repositories · by pushed")
        try session.quit()
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndContinueRedraws() throws {
        let (fixture, session) = try Self.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        try session.type("C-z")
        try Self.expectSuspendedThenBack(session)
        try session.quit()
    }

    /// Keys typed faster than the screen follows them, in one write: the filter is applied
    /// before the Enter that follows it acts.
    @Test func aFilterAndEnterTypedAtOnceOpenTheFirstMatch() throws {
        let carbon = SyntheticOrganization(name: "carbon-org", count: 5, names: ["Carbon-iOS", "Carbon-Android", "Carbon-Web", "starter-kit", "kitchen-sink"])
        let fixture = try Fixture { request, base in carbon.response(for: request, baseURL: base) }
        let session = try Self.session(fixture, "carbon-org")
        defer { withExtendedLifetime(fixture) {} }
        try Self.expectScreen(session, "carbon-org — 5 repositories")
        try session.pressAtOnce("/Carbon-Andr\r\r", until: "carbon-org/Carbon-Android — [README]")
        // Back on the list, the filter kept; Esc clears it.
        try session.press("Escape", until: "carbon-org — 1 of 5 repositories")
        try session.press("Escape", until: "carbon-org — 5 repositories")
        try session.pressAtOnce("/kit\rj\r", until: "carbon-org/kitchen-sink — [README]")
        try session.quit()
    }

    @Test func commitsAreFetchedOnlyAsFarAsTheSelectionGoes() throws {
        let repository = SyntheticRepository(owner: "big-org", name: "repo-00000", commitCount: 3000, bigCommitFiles: 1)
        let fixture = try Fixture { request, base in repository.response(for: request, baseURL: base) }
        let session = try Self.session(fixture, "big-org", height: 30)
        defer { withExtendedLifetime(fixture) {} }
        try Self.expectScreen(session, "big-org — 450 repositories")
        try session.type("Enter")
        try session.type("3")
        var (screen, found) = try session.waitFor("repo-00000 — Commits 3/6 · 100 commits loaded, more below")
        #expect(found, "\(screen)")
        let commitPages = { fixture.server.requests.filter { $0.path.hasSuffix("/commits") }.count }
        #expect(commitPages() == 1)
        // Within a screen of the end, the next page is asked for; only that one.
        try session.type("G")
        (screen, found) = try session.waitFor("200 commits loaded, more below")
        #expect(found, "\(screen)")
        #expect(commitPages() == 2)
        try session.type("G")
        (screen, found) = try session.waitFor("300 commits loaded, more below")
        #expect(found, "\(screen)")
        #expect(commitPages() == 3)
        try session.quit()
        #expect(commitPages() == 3)
    }

    /// `--accessible` (or `ACCESSIBLE`, or a terminal that says it is dumb): plain lines a screen
    /// reader speaks, on the primary screen, the same keys.
    @Test(arguments: [("--accessible", [String: String]()), ("", ["ACCESSIBLE": "1"]), ("", ["TERM": "dumb"])])
    func theAccessibleModeSpeaksEachChangeAsALine(flag: String, environment: [String: String]) throws {
        let fixture = try Fixture()
        let session = try Self.session(fixture, "atomicrobot \(flag)", environment: environment)
        defer { withExtendedLifetime(fixture) {} }
        var (screen, found) = try session.waitFor("1 of 12: bottle-rocket — Swift, 412 stars, pushed 1 month ago. A tiny HTTP toolkit for iOS apps.")
        #expect(found, "\(screen)")
        #expect(screen.contains("atomicrobot — 12 repositories · by pushed"))
        #expect(try session.pane("#{alternate_on}") == "0")
        #expect(screen.contains { $0.hasPrefix("Note: TERM=dumb") } == (environment["TERM"] == "dumb"), "\(screen)")
        try session.type("j")
        (screen, found) = try session.waitFor("2 of 12: flux-capacitor")
        #expect(found, "\(screen)")
        try session.type("k")
        try session.type("Enter")
        try session.type("3")
        (screen, found) = try session.waitFor(": d4049f4 by ada-l")
        #expect(found, "\(screen)")
        #expect(!(try session.screen(escapes: true).joined().contains("\u{1B}[7m")))
        try session.quit()
    }

    /// In a C locale the keys' help names its arrows in words, drawn or read aloud (`j/k,
    /// Down/Up`); folded glyph by glyph it read `j/k, v/^`, keys that do nothing.
    @Test(arguments: ["", "--accessible"])
    func aCLocalesHelpSpellsItsArrows(flag: String) throws {
        let fixture = try Fixture()
        let session = try Self.session(fixture, "atomicrobot \(flag)", environment: ["LC_ALL": "C"])
        defer { withExtendedLifetime(fixture) {} }
        var (screen, found) = try session.waitFor("bottle-rocket")
        #expect(found, "\(screen)")
        try session.type("?")
        // Said aloud, the keys run past the screen: they are read back from its history.
        (screen, found) = try session.waitFor(flag.isEmpty ? "Keys (Up/Down scroll" : "Any key closes the keys.")
        #expect(found, "\(screen)")
        screen = try session.screen(history: true)
        #expect(screen.contains { $0.contains("j/k, Down/Up") }, "\(screen)")
        #expect(screen.contains { $0.contains("Esc, Backspace, Left") }, "\(screen)")
        #expect(!screen.joined().contains("v/^"), "\(screen)")
        try session.quit()
    }

    /// `browse -v` with stderr on its terminal: nothing is written over the screen, and once it
    /// is gone the log follows, each request and what the run cost.
    @Test func verboseLogsAfterTheScreenIsGone() throws {
        let (fixture, session) = try Self.atomicrobotOnScreenVerbose()
        defer { withExtendedLifetime(fixture) {} }
        #expect(!(try session.screen()).contains { $0.hasPrefix("* GET") })
        try session.quit()
        let screen = try session.screen(history: true)
        #expect(screen.contains { $0.hasPrefix("* GET ") && $0.contains("/orgs/atomicrobot/repos") }, "\(screen)")
        #expect(screen.contains { $0.hasPrefix("* cost: ") }, "\(screen)")
    }

    static func atomicrobotOnScreenVerbose() throws -> (Fixture, TerminalSession) {
        let fixture = try Fixture()
        let session = try session(fixture, "atomicrobot -v")
        try Self.expectScreen(session, "atomicrobot — 12 repositories")
        return (fixture, session)
    }

    /// In a C locale on a vt100 every glyph is ASCII, on the list and inside a repository: the
    /// selection `>`, the keys spelled out, no `▌ ★ … ⏎ ↑↓ ─`.
    @Test(arguments: [["LC_ALL": "C", "TERM": "vt100"], ["LANG": "C"]])
    func anASCIITerminalIsDrawnInASCII(environment: [String: String]) throws {
        let fixture = try Fixture()
        let session = try Self.session(fixture, "atomicrobot", environment: environment)
        defer { withExtendedLifetime(fixture) {} }
        try Self.expectScreen(session, "atomicrobot - 12 repositories")
        func expectASCII(_ screen: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            let text = screen.joined(separator: "\n")
            #expect(text.unicodeScalars.allSatisfy { $0.value < 0x80 }, "\(screen)", sourceLocation: sourceLocation)
        }
        let list = try session.screen()
        expectASCII(list)
        #expect(list.contains { $0.hasPrefix(">") } && list.last { !$0.isEmpty }?.contains("Enter open") == true, "\(list)")
        try session.type("/bottle\r\r", literal: true)
        try Self.expectScreen(session, "atomicrobot/bottle-rocket - [README]")
        expectASCII(try session.screen())
        try session.quit()
    }

    @Test func noColorKeepsTheLayoutAndTheSelection() throws {
        let fixture = try Fixture()
        let session = try Self.session(fixture, "atomicrobot", environment: ["NO_COLOR": "1"])
        defer { withExtendedLifetime(fixture) {} }
        try Self.expectScreen(session, "atomicrobot — 12 repositories")
        let styled = try session.screen(escapes: true).joined(separator: "\n")
        #expect(styled.contains("\u{1B}[7m"))
        #expect(!styled.contains("\u{1B}[2m") && !styled.contains("\u{1B}[1m"))
        try session.quit()
    }

    @Test @MainActor func withoutATerminalItSaysSoBeforeAnyRequest() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["browse", "atomicrobot"])
        #expect(run.status == 64)
        #expect(run.stderr == "Error: repos browse needs a terminal; use repos list, commits or commit in pipes\n")
        #expect(run.stdout.isEmpty)
        #expect(fixture.server.requests.isEmpty)
        let piped = try await fixture.process(["browse", "atomicrobot"])
        #expect(piped.status == 64 && piped.stderr.hasPrefix("Error: repos browse needs a terminal"))
        #expect(fixture.server.requests.isEmpty)
    }
}
