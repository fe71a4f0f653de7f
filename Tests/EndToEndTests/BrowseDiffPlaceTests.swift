import Foundation
import TestSupport
import Testing

/// `browse` keeps a person's place in a diff: the built binary in tmux against the loopback
/// server, over a commit of 742 files. `s`, `w` and a resize keep the line at the top; side by
/// side works at 120 columns; cut lines scroll their code, never the gutter; a commit opened from
/// a file's history opens at that file's diff.
@Suite(.serialized) struct BrowseDiffPlaceTests {
    static let repository = SyntheticRepository(owner: "big-org", name: "repo-00000", commitCount: 40, bigCommitFiles: 742)

    /// `repos browse big-org` at `width` columns, the first repository (its README face) on
    /// screen.
    static func firstRepository(width: Int) throws -> (Fixture, TerminalSession) {
        let fixture = try Fixture { request, base in repository.response(for: request, baseURL: base) }
        let session = try BrowseEndToEndTests.session(fixture, "big-org", width: width, height: 30)
        try BrowseEndToEndTests.expectScreen(session, "big-org — 450 repositories")
        try session.press("Enter", until: "[README]")
        return (fixture, session)
    }

    /// The first repository's first commit (742 files) on screen, laid out.
    static func bigCommit(width: Int) throws -> (Fixture, TerminalSession) {
        let (fixture, session) = try firstRepository(width: width)
        try session.pressAtOnce("3", until: "Change number 0")
        try session.pressAtOnce("\r", until: "big-org/repo-00000 @ ")
        try BrowseEndToEndTests.expectScreen(session, "in 742 files")
        return (fixture, session)
    }

    /// Waits until the first line under the title contains every one of `texts` and not
    /// `without`.
    static func expectTop(_ session: TerminalSession, _ texts: String..., without: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (screen, found) = try session.waitFor { lines in
            lines.count > 1 && texts.allSatisfy(lines[1].contains) && !(without.map(lines[1].contains) ?? false)
        }
        #expect(found, "\(texts) not at the top of \(screen)", sourceLocation: sourceLocation)
    }

    /// The rows of the text, as the title counts them (`267/1,484`).
    static func rows(_ screen: [String]) -> Int? {
        screen.first?.firstMatch(of: /\d[\d,]*\/(\d[\d,]*)\s*$/).flatMap { Int($0.1.replacingOccurrences(of: ",", with: "")) }
    }

    /// Waits until the title counts rows that `condition` accepts, and returns them.
    static func waitForRows(_ session: TerminalSession, where condition: @escaping (Int) -> Bool, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> Int
    {
        let (screen, found) = try session.waitFor { rows($0).map(condition) == true }
        #expect(found, "\(screen)", sourceLocation: sourceLocation)
        return try #require(rows(screen), sourceLocation: sourceLocation)
    }

    /// The number of the file on the selected row (`▌…File287.swift`).
    static func selectedFile(_ session: TerminalSession) throws -> Int? {
        let (screen, _) = try session.waitFor { $0.contains { $0.hasPrefix("▌") } }
        let row = screen.first { $0.hasPrefix("▌") } ?? ""
        return row.firstMatch(of: /File(\d+)\.swift/).flatMap { Int($0.1) }
    }

    /// From the commit, Tab, `moves` in its files and Enter on the file they reach (the next
    /// one when every fifth, patchless, is reached), then down to its removed line; returns the
    /// file's number.
    static func toRemovedLine(_ session: TerminalSession, moves: String) throws -> Int {
        try session.press("Tab", until: "1/742")
        try session.pressAtOnce(moves, untilLine: "▌")
        _ = try session.waitFor { _ in (try? selectedFile(session)) != 0 }
        var file = try #require(try selectedFile(session))
        if file % 5 == 0 {
            try session.type("j")
            _ = try session.waitFor { _ in (try? selectedFile(session)) != file }
            file = try #require(try selectedFile(session))
        }
        try session.type("Enter")
        try expectTop(session, "diff --git a/\(repository.path(file))")
        // Past `---`, `+++`, the hunk and a context line.
        try session.typeAtOnce("jjjjj")
        try expectTop(session, "│ -let ", "= \(file)")
        return file
    }

    /// A file's diff far down, then `s`, `s`, `w`, `w` and resizes: its line stays at the top,
    /// side by side at 120 columns too.
    @Test func sideBySideCutAndResizesKeepTheLineAtTheTop() throws {
        let (fixture, session) = try Self.bigCommit(width: 130)
        defer { withExtendedLifetime(fixture) {} }
        // Far down the 742 files.
        let file = try Self.toRemovedLine(session, moves: String(repeating: "\u{04}", count: 20))
        #expect(file > 200)
        let wide = try Self.waitForRows(session) { _ in true }
        try session.type("s")
        try Self.expectTop(session, "│ -let ", "│ +let ", "= \(file)")
        try session.type("s")
        try Self.expectTop(session, "│ -let ", "= \(file)", without: "+let ")
        // At 70 columns each `diff --git` line wraps, so the rows counted tell the layouts apart.
        try session.resize(width: 70, height: 30)
        let wrapped = try Self.waitForRows(session) { $0 > wide }
        try Self.expectTop(session, "│ -let ", "= \(file)")
        try session.type("w")
        _ = try Self.waitForRows(session) { $0 < wrapped }
        try Self.expectTop(session, "│ -let ", "= \(file)")
        try session.type("w")
        _ = try Self.waitForRows(session) { $0 == wrapped }
        try Self.expectTop(session, "│ -let ", "= \(file)")
        // At 120 columns, side by side as `repos commit --patch --side-by-side` draws it there.
        try session.resize(width: 120, height: 30)
        _ = try Self.waitForRows(session) { $0 < wrapped }
        try Self.expectTop(session, "│ -let ", "= \(file)")
        try session.type("s")
        try Self.expectTop(session, "│ -let ", "│ +let ", "= \(file)")
        #expect(try !session.screen().contains { $0.contains("needs") })
        try session.quit()
    }

    /// Cut lines: → scrolls the code, the line numbers and the mark stay; ← comes back, and at
    /// the left edge goes back, as in wrap mode.
    @Test func cutLinesScrollTheCodeAndLeftAtTheEdgeGoesBack() throws {
        let (fixture, session) = try Self.bigCommit(width: 100)
        defer { withExtendedLifetime(fixture) {} }
        #expect(try Self.toRemovedLine(session, moves: "j") == 1)
        let gutter = try #require(try session.screen()[1].components(separatedBy: "let ").first)
        try session.typeAtOnce("w")
        try Self.expectTop(session, "│ -let ", "= 1")
        try session.type("Right")
        // Eight columns of code scrolled past; the numbers and the mark where they were.
        try Self.expectTop(session, "= 1", without: "let ")
        #expect(try session.screen()[1].hasPrefix(gutter))
        try session.type("Left")
        try Self.expectTop(session, "│ -let ", "= 1")
        try session.press("Left", until: "Commits 3/6")
        // In wrap mode, ← goes back too.
        try session.pressAtOnce("\r", until: "in 742 files")
        try session.press("Left", until: "Commits 3/6")
        try session.quit()
    }

    /// `h` on a file of the Files face, then Enter on the commit: its diff is at the top.
    @Test func aCommitFromAFilesHistoryOpensAtItsDiff() throws {
        let (fixture, session) = try Self.firstRepository(width: 100)
        defer { withExtendedLifetime(fixture) {} }
        // Sources/, its fourth folder, that folder's fourth file.
        try session.pressAtOnce("2", untilLine: "▌Sources")
        try session.pressAtOnce("\r", untilLine: "▌Module")
        try session.pressAtOnce("jjj\r", untilLine: "▌File")
        try session.typeAtOnce("jjj")
        _ = try session.waitFor { _ in (try? Self.selectedFile(session)).map { $0 > 100 } == true }
        let file = try #require(try Self.selectedFile(session))
        let path = Self.repository.path(file)
        try session.press("h", until: "· \(path)")
        // The title is drawn before the history comes: Enter waits for a commit to be selected.
        let (listed, found) = try session.waitFor { $0.contains { $0.hasPrefix("▌") && $0.contains("Change number") } }
        #expect(found, "\(listed)")
        try session.pressAtOnce("\r", until: "big-org/repo-00000 @ ")
        try Self.expectTop(session, "diff --git a/\(path)")
        try session.quit()
    }
}
