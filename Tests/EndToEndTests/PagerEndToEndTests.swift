import Foundation
import TestSupport
import Testing

/// Output taller than the window goes through the pager as a person meets it: the built binary
/// typed at an interactive bash (job control on) in tmux. The pager must stay in the terminal's
/// foreground process group, or the terminal stops it the moment it reads a key and the shell
/// hangs.
@Suite(.serialized) struct PagerEndToEndTests {
    /// A repository with 100 commits beside the fixtures, for `commits --limit 60`.
    static let repository = SyntheticRepository(owner: "big-org", name: "repo-00000", commitCount: 100, bigCommitFiles: 1)

    static func session(_ fixture: Fixture, _ arguments: String, environment: [String: String] = [:], height: Int = 24) throws -> TerminalSession {
        var env = [
            "GITHUB_API_URL": fixture.server.baseURL.absoluteString, "XDG_CACHE_HOME": fixture.cacheHome.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
        ]
        env.merge(environment) { _, new in new }
        return try TerminalSession(command: "\(BinaryRunner.binary.path) \(arguments)", environment: env, width: 100, height: height)
    }

    /// Waits for less's prompt on the bottom line: less is drawing and reading keys, not stopped.
    static func expectPaged(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (screen, found) = try session.waitFor { $0.last { !$0.isEmpty } == ":" }
        #expect(found, "\(screen)", sourceLocation: sourceLocation)
        let processes = try session.processes()
        #expect(processes.contains { $0.hasSuffix(" less") && $0.contains("+") && !$0.hasPrefix("T") }, "\(processes)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [("list big-org", 24), ("commits big-org/repo-00000 --limit 60", 24), ("readme atomicrobot/bottle-rocket", 10), ("--help", 24)])
    func outputTallerThanTheWindowIsPagedAndQReturnsToThePrompt(arguments: String, height: Int) throws {
        let fixture = try Fixture { request, base in Self.repository.response(for: request, baseURL: base) }
        defer { withExtendedLifetime(fixture) {} }
        let session = try Self.session(fixture, arguments, height: height)
        try Self.expectPaged(session)
        try session.quit()
        #expect(try session.processes().isEmpty)
    }

    /// A dumb terminal (Emacs's shell) cannot page: less would stop to say it is not fully
    /// functional and wait for Return. Output taller than the window is written as it is, and
    /// the prompt comes back.
    @Test(arguments: [("readme atomicrobot/bottle-rocket", "stays safe."), ("--help", "see 'repos man'.")])
    func aDumbTerminalIsNotPaged(arguments: String, lastLine: String) throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        let session = try Self.session(fixture, arguments, environment: ["TERM": "dumb"], height: 10)
        let (screen, found) = try session.waitFor { $0.contains { $0.hasSuffix(lastLine) } && (try? session.processes().isEmpty) == true }
        #expect(found, "\(screen) \((try? session.processes()) ?? [])")
        #expect(!screen.contains { $0.contains("not fully functional") }, "\(screen)")
    }

    /// In a C locale less would show UTF-8 as `<E2><80><A6>`: the terminal shows only ASCII, so
    /// the table comes folded to it, a cut cell ending `~`, its columns still aligned.
    @Test func inACLocaleThePagerShowsASCIIAndTheColumnsStayAligned() throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        let session = try Self.session(fixture, "list big-org", environment: ["LC_ALL": "C", "LANG": "C"])
        try Self.expectPaged(session)
        let screen = try session.screen()
        let text = screen.joined(separator: "\n")
        #expect(!text.contains("<E2>") && !text.contains("…") && text.contains("~"), "\(screen)")
        #expect(text.unicodeScalars.allSatisfy { $0.value < 0x80 }, "\(screen)")
        // No row wraps: widths were counted in what is shown, so each line is one row.
        let body = screen.filter { !$0.isEmpty && $0 != ":" }
        #expect(body.count > 5 && body.allSatisfy { $0.hasPrefix("NAME") || $0.hasPrefix("big-org/repo-") }, "\(screen)")
        try session.quit()
    }

    /// Ctrl-C is the pager's alone, as under git: `repos` ignores it while less runs, and in less
    /// it abandons a search half typed and leaves less on screen; `q` then ends the run as ever.
    @Test func ctrlCInThePagerAbandonsASearchAndQEndsTheRunAsEver() throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        let session = try Self.session(fixture, "list big-org")
        try Self.expectPaged(session)
        try session.type("/")
        try session.type("repo-00400", literal: true)
        let (searching, typed) = try session.waitFor { $0.last { !$0.isEmpty } == "/repo-00400" }
        #expect(typed, "\(searching)")
        try session.type("C-c")
        try Self.expectPaged(session)
        #expect(try session.screen().contains { $0.contains("repo-00000") })
        try session.quit()
        #expect(try session.processes().isEmpty)
    }

    /// `PAGER` with shell syntax runs through `sh -c`; its output is what the pager wrote.
    @Test func aPagerWithShellSyntaxRunsThroughTheShell() throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        let session = try Self.session(fixture, "list big-org", environment: ["PAGER": "sed -n '2p;$p' | tr a-z A-Z"])
        try BrowseEndToEndTests.expectRestored(session, exit: 0)
        let screen = try session.screen()
        #expect(screen.contains { $0.hasPrefix("BIG-ORG/REPO-00000") }, "\(screen)")
        #expect(screen.contains { $0.hasPrefix("BIG-ORG/REPO-00099") }, "\(screen)")
    }

    /// A pager that cannot start, or fails, is said; the output still reaches the terminal when
    /// the pager never took it, and the run keeps its own exit code.
    @Test(arguments: [
        ("nosuchpager", "Note: the pager 'nosuchpager' could not start (no such program); writing without it.", true),
        ("false", "Note: the pager 'false' exited with status 1.", false),
    ])
    func aPagerThatCannotStartOrFailsIsSaid(pager: String, note: String, written: Bool) throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        let session = try Self.session(fixture, "list big-org", environment: ["PAGER": pager])
        try BrowseEndToEndTests.expectRestored(session, exit: 0)
        let screen = try session.screen(history: true)
        #expect(screen.contains(note), "\(screen)")
        #expect(screen.contains { $0.hasPrefix("big-org/repo-00099") } == written, "\(screen)")
    }

    /// A diff (`--patch`) is handed to the diff pager as git's plain text (no gutter, no word
    /// marks), however short it is: `REPOS_DIFF_PAGER`, or a `PAGER` that is delta.
    @Test(arguments: ["diff-pager", "delta"])
    func aDiffGoesToTheDiffPagerAsGitsPlainText(how: String) throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        var environment = ["REPOS_DIFF_PAGER": "sh -c 'grep -e timeout | tr a-z A-Z'"]
        if how == "delta" {
            // A program named delta on the PATH, standing in for the real one.
            let tools = try fixture.folder("tools")
            let delta = tools.appendingPathComponent("delta")
            try "#!/bin/sh\ngrep -e timeout | tr a-z A-Z\n".write(to: delta, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: delta.path)
            environment = ["PAGER": "delta --side-by-side", "PATH": "\(tools.path):/usr/bin:/bin"]
        }
        let session = try Self.session(fixture, "compare atomicrobot/bottle-rocket release/1.0...main --patch", environment: environment)
        try BrowseEndToEndTests.expectRestored(session, exit: 0)
        let screen = try session.screen()
        #expect(screen.contains { $0.hasPrefix("-    VAR TIMEOUT = 30") }, "\(screen)")
        #expect(screen.contains { $0.hasPrefix("+    VAR TIMEOUT = 45") }, "\(screen)")
        #expect(!screen.contains { $0.contains("│") }, "\(screen)")
    }
}
