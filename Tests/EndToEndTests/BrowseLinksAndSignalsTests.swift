import Foundation
import TestSupport
import Testing

/// `browse` in a real pseudo-terminal: what `o` hands a browser (only pages of the configured
/// host, built from names, through `$BROWSER`'s convention, its failure said), and the terminal
/// given back on every signal that stops or ends the process.
@Suite(.serialized) struct BrowseLinksAndSignalsTests {
    /// A `$BROWSER` that records its arguments, one a line, in `log`, and exits with `status`.
    static func recordingBrowser(status: Int = 0, in fixture: Fixture) throws -> (program: String, log: URL) {
        let folder = try fixture.folder("browser")
        let log = folder.appendingPathComponent("opened")
        let program = folder.appendingPathComponent("record-browser")
        try "#!/bin/sh\nfor argument in \"$@\"; do printf '%s\\n' \"$argument\" >> '\(log.path)'; done\nexit \(status)\n"
            .write(to: program, atomically: false, encoding: .utf8)
        chmod(program.path, 0o755)
        return (program.path, log)
    }

    static func opened(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func oOpensThePageOfTheConfiguredHostThroughBrowsersConvention() throws {
        let fixture = try Fixture()
        let browser = try Self.recordingBrowser(in: fixture)
        // A missing command first: the next in the list is tried; `%s` stands for the URL.
        let session = try BrowseEndToEndTests.session(
            fixture, "atomicrobot", environment: ["BROWSER": "no-such-browser:\(browser.program) --new-tab %s"], width: 220)
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot — 12 repositories")
        try session.type("o")
        let page = fixture.server.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/atomicrobot/bottle-rocket"
        var (screen, found) = try session.waitFor("opened \(page) with \(browser.program)")
        #expect(found, "\(screen)")
        // The server's html_url (github.com) is never what is opened: the page is on the API's host.
        #expect(Self.opened(browser.log) == ["--new-tab", page])
        try session.type("Enter")
        try session.type("3")
        (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌d4049f4") } }
        #expect(found, "\(screen)")
        try session.type("o")
        (screen, found) = try session.waitFor("opened \(page)/commit/d4049f477b0b235e27903546a3c9f780db8137ff with")
        #expect(found, "\(screen)")
        try session.quit()
    }

    /// In Files, `o` opens the selected folder's or file's page at the ref, and Esc out of a
    /// folder leaves it selected.
    @Test func oInFilesOpensTheFolderOrFilePageAndEscKeepsTheFolderSelected() throws {
        let fixture = try Fixture()
        defer { withExtendedLifetime(fixture) {} }
        let browser = try Self.recordingBrowser(in: fixture)
        let session = try BrowseEndToEndTests.session(fixture, "atomicrobot", environment: ["BROWSER": browser.program])
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot — 12 repositories")
        try session.press("Enter", until: "HTTP toolkit for `iOS` apps.")
        try session.press("2", untilLine: "▌.gitmodules")
        try session.pressAtOnce("jjjj", untilLine: "▌docs/")
        let page = fixture.server.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/atomicrobot/bottle-rocket"
        try session.press("o", until: "opened \(page)/tree/main/docs with")
        try session.press("Enter", untilLine: "▌latest@")
        try session.press("o", until: "opened \(page)/blob/main/docs/latest with")
        #expect(Self.opened(browser.log) == [page + "/tree/main/docs", page + "/blob/main/docs/latest"])
        try session.press("Escape", untilLine: "▌docs/")
        try session.quit()
    }

    @Test func aServersNameThatIsNotAGitHubNameRunsNothingAndSaysWhy() throws {
        let fixture = try Fixture()
        let browser = try Self.recordingBrowser(in: fixture)
        let session = try BrowseEndToEndTests.session(fixture, "hostile-org", environment: ["BROWSER": browser.program])
        defer { withExtendedLifetime(fixture) {} }
        var (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌term") } }
        #expect(found, "\(screen)")
        try session.type("o")
        (screen, found) = try session.waitFor("not opened: the server's repository name \"term^[[2Jclear\" is not a GitHub name")
        #expect(found, "\(screen)")
        try session.quit()
        #expect(Self.opened(browser.log).isEmpty)
    }

    @Test func aBrowserThatFailsIsReportedWithTheURL() throws {
        let fixture = try Fixture()
        let browser = try Self.recordingBrowser(status: 3, in: fixture)
        let session = try BrowseEndToEndTests.session(fixture, "atomicrobot", environment: ["BROWSER": browser.program], width: 220)
        defer { withExtendedLifetime(fixture) {} }
        try BrowseEndToEndTests.expectScreen(session, "atomicrobot — 12 repositories")
        try session.type("o")
        // xdg-open is not on the tests' PATH of /usr/bin:/bin, or fails without a desktop: either
        // way the failure is said, never "opened".
        let (screen, found) = try session.waitFor("not opened (")
        #expect(found, "\(screen)")
        #expect(screen.contains { $0.contains("/atomicrobot/bottle-rocket") })
        try session.quit()
    }

    /// SIGTSTP from outside (not Ctrl-Z) gives the terminal back before stopping; `fg` puts
    /// browse mode back, and keys are keys again, not echoed text.
    @Test func sigtstpFromOutsideRestoresAndContinueReenters() throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        let pid = try #require(try session.programPID())
        kill(pid, SIGTSTP)
        try BrowseEndToEndTests.expectSuspendedThenBack(session)
        try session.type("j")
        let (screen, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌flux-capacitor") } }
        #expect(found, "\(screen)")
        try session.quit()
    }

    /// Every signal whose default ends the process ends it as the signal says, the terminal
    /// restored first; SIGINT from outside quits as Ctrl-C does.
    @Test(arguments: [("INT", SIGINT, 130), ("USR1", SIGUSR1, 138), ("ALRM", SIGALRM, 142), ("QUIT", SIGQUIT, 131)])
    func aSignalThatEndsTheProcessRestoresTheTerminal(name: String, number: Int32, code: Int) throws {
        let (fixture, session) = try BrowseEndToEndTests.atomicrobotOnScreen()
        defer { withExtendedLifetime(fixture) {} }
        let pid = try #require(try session.programPID())
        kill(pid, number)
        try BrowseEndToEndTests.expectRestored(session, exit: code)
    }
}
