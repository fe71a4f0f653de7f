import Foundation
import Models
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// The commit screen over a patch past `CommitScreenState.patchBound`: Enter on a file in its
/// list says the patch is left out and how to see it, whether the layout is done or not. Over a
/// commit of many files: `s`, `w` and a resize keep the line at the top of the view; side by
/// side from 120 columns; opened from a file's history, at that file's diff.
@MainActor
@Suite struct CommitScreenStateTests {
    static let web = WebPages(apiURL: URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/"))

    /// A loaded screen over `detail`, laid out by the one-shot view's own lines, opened from the
    /// history of `path` when given.
    static func loaded(_ detail: CommitDetail, path: String? = nil) async -> CommitScreenState {
        let model = CommitDetailViewModel(
            owner: "o", repo: "alpha", ref: "d4049f4", source: StubSource(detail: .success(detail)), now: { BrowserTests.now })
        let state = CommitScreenState(repository: BrowserTests.repository(1, "alpha"), model: model, path: path) {
            CommitDetailView.terminalLines($0, header: $1, layout: $2, color: false)
        }
        await model.load()
        return state
    }

    @Test func enterOnAFileOfAPatchLeftOutSaysSoAndHowToSeeIt() async throws {
        let detail = CommitTerminalLinesTests.detail(patchBytes: 2 << 20, files: 3)
        #expect(CommitScreenState.patchBytes(of: detail) > CommitScreenState.patchBound)
        let state = await Self.loaded(detail)
        let context = ScreenContext(width: 80, height: 24, web: Self.web)
        let leftOut = BrowseEffect.note("the patch is left out (past 4 MiB): o opens the commit on the web")
        _ = state.update(.tab, context: context)
        // Said at once, while the text is still being laid out…
        #expect(state.update(.enter, context: context) == [leftOut])
        // …and once it is laid out, as many times as it is asked.
        _ = state.update(.tab, context: context)
        #expect(!state.listsFiles)
        #expect(await eventually { state.screen(context).lines?.contains { $0.hasPrefix("The patch (6 MiB over 3 files)") } == true })
        _ = state.update(.tab, context: context)
        _ = state.update(.character("j"), context: context)
        #expect(state.update(.enter, context: context) == [leftOut])
        #expect(state.listsFiles)
        // `o` opens the commit on the web from the list.
        let commit = try #require(URL(string: "https://github.com/o/alpha/commit/d4049f4"))
        #expect(state.update(.character("o"), context: context) == [.openURL(commit)])
    }

    /// Read aloud, a commit's diff is git's own lines: no gutter of numbers and `│`, no line
    /// wrapped with `↪`, whatever the width.
    @Test func readAloudADiffIsGitsOwnLines() async throws {
        let state = await Self.loaded(CommitTerminalLinesTests.detail(patchBytes: 300, files: 3))
        let context = ScreenContext(width: 40, height: 24, web: Self.web, accessible: true)
        #expect(await eventually { state.screen(context).content?.contains { $0.hasPrefix("+x") } == true })
        let spoken = try #require(state.screen(context).content)
        #expect(!spoken.joined().contains("│") && !spoken.joined().contains("↪"), "\(spoken)")
        #expect(spoken.contains { $0.hasPrefix("@@ ") } && spoken.contains { $0.count > 40 }, "\(spoken)")
        // Each changed file is a sentence, not a row padded into columns.
        #expect(!spoken.contains { $0.hasPrefix("STATUS") }, "\(spoken)")
        #expect(spoken.contains { $0.range(of: #"^\w+: \S+, \d+ added, \d+ removed$"#, options: .regularExpression) != nil }, "\(spoken)")
        var transcript = AccessibleTranscript()
        let said = transcript.lines(for: state.screen(context))
        #expect(said.first?.contains("alpha") == true && said.contains { $0.hasPrefix("+x") }, "\(said)")
    }

    /// Within the bound, Enter goes to the file's diff as ever.
    @Test func enterOnAFileOfAPatchDrawnGoesToItsDiff() async throws {
        let state = await Self.loaded(CommitTerminalLinesTests.detail(patchBytes: 300, files: 3))
        let context = ScreenContext(width: 80, height: 24, web: Self.web)
        #expect(await eventually { state.screen(context).lines?.contains { $0.contains("│ +x") } == true })
        _ = state.update(.tab, context: context)
        _ = state.update(.character("j"), context: context)
        #expect(state.update(.enter, context: context).isEmpty)
        #expect(!state.listsFiles)
        let lines = try #require(state.screen(context).lines)
        #expect(state.top > 0)
        #expect(lines[state.top].hasPrefix("diff --git a/File1.swift"), "\(lines[state.top])")
    }

    /// A commit of `count` files `Sources/File<n>.swift`, each one hunk: a context line, a
    /// removed line beside its replacement (both long enough to wrap below 160 columns), one more
    /// added line, a context line.
    nonisolated static func manyFiles(_ count: Int = 40) -> CommitDetail {
        let long = String(repeating: " + \"a long enough tail\"", count: 5)
        let files = (0..<count).map { index in
            let patch =
                "@@ -1,3 +1,4 @@\n struct File\(index) {\n-    let name = \"file \(index)\"\(long)\n+    let name = \"File \(index)\"\(long)\n+    let more = \(index)\n }"
            return DiffEntry(filename: "Sources/File\(index).swift", status: "modified", additions: 2, deletions: 1, patch: patch)
        }
        return CommitDetail(
            summary: Commit(sha: "d4049f477b0b235e27903546a3c9f780db8137ff", commit: .init(author: nil, committer: nil, message: "Many files")),
            stats: .init(additions: 2 * count, deletions: count, total: 3 * count), files: files)
    }

    /// The line at the top of the view, as text, once the screen is laid out in `context`.
    static func topLine(_ state: CommitScreenState, _ context: ScreenContext) async -> String? {
        _ = await eventually { !(state.screen(context).lines ?? []).contains { $0.contains("Laying out") } }
        let screen = state.screen(context)
        return screen.content.flatMap { $0.indices.contains(screen.top) ? $0[screen.top] : nil }
    }

    /// Far down a commit's files, on a line of code: `s`, `s`, `w`, `w` and resizes keep that
    /// line at the top, and toggling back lands on the very row it left.
    @Test func sideBySideCutAndAResizeKeepTheLineAtTheTop() async throws {
        let state = await Self.loaded(Self.manyFiles())
        let context = ScreenContext(width: 130, height: 24, web: Self.web)
        #expect(await Self.topLine(state, context)?.hasPrefix("commit ") == true)
        _ = state.update(.tab, context: context)
        for _ in 0..<30 { _ = state.update(.character("j"), context: context) }
        _ = state.update(.enter, context: context)
        #expect(await Self.topLine(state, context)?.hasPrefix("diff --git a/Sources/File30.swift") == true)
        // Down to the line added after the pair.
        for _ in 0..<12 where await Self.topLine(state, context)?.contains("let more = 30") != true {
            _ = state.update(.character("j"), context: context)
        }
        let top = state.top
        #expect(await Self.topLine(state, context)?.hasSuffix("│ +    let more = 30") == true)
        for key in ["s", "s", "w", "w"] {
            #expect(state.update(.character(Character(key)), context: context).isEmpty)
            let line = await Self.topLine(state, context)
            #expect(line?.contains("let more = 30") == true, "after \(key): \(line ?? "nothing")")
        }
        #expect(state.top == top)
        for width in [200, 60, 130] {
            let resized = ScreenContext(width: width, height: 24, web: Self.web)
            let line = await Self.topLine(state, resized)
            #expect(line?.contains("let more = 30") == true, "at \(width) columns: \(line ?? "nothing")")
        }
        #expect(state.top == top)
    }

    /// Moves pressed while a new layout is made (`w`, then `j` three times at once) are made once
    /// it is in, from the line kept, rather than lost (#56).
    @Test func movesPressedWhileLayingOutAreMadeOnceLaidOut() async throws {
        let state = await Self.loaded(Self.manyFiles())
        let context = ScreenContext(width: 130, height: 24, web: Self.web)
        #expect(await Self.topLine(state, context)?.hasPrefix("commit ") == true)
        let fourth = try #require(state.screen(context).content?[3])
        for key in ["w", "j", "j", "j"] { #expect(state.update(.character(Character(key)), context: context).isEmpty) }
        #expect(await Self.topLine(state, context) == fourth)
    }

    /// A removed line at the top stands beside its replacement side by side, and is the top
    /// again (not the added line) back in one column.
    @Test func aRemovedLineAtTheTopComesBackAfterSideBySide() async throws {
        let state = await Self.loaded(Self.manyFiles())
        let context = ScreenContext(width: 160, height: 24, web: Self.web)
        #expect(await Self.topLine(state, context) != nil)
        for _ in 0..<25 { _ = state.update(.character("]"), context: context) }
        for _ in 0..<12 where await Self.topLine(state, context)?.contains("-    let name = \"[-file-] 24\"") != true {
            _ = state.update(.character("j"), context: context)
        }
        let top = state.top
        _ = state.update(.character("s"), context: context)
        let pair = await Self.topLine(state, context)
        #expect(pair?.contains("[-file-] 24") == true && pair?.contains("{+File+} 24") == true, "\(pair ?? "nothing")")
        _ = state.update(.character("s"), context: context)
        #expect(await Self.topLine(state, context)?.contains("-    let name = \"[-file-] 24\"") == true)
        #expect(state.top == top)
    }

    /// Side by side from 120 columns of terminal, as `repos commit --patch --side-by-side`; below,
    /// one column and a note that says so.
    @Test func sideBySideFrom120Columns() async throws {
        let state = await Self.loaded(Self.manyFiles(3))
        let wide = ScreenContext(width: DiffLayout.sideBySideMinimum, height: 24, web: Self.web)
        #expect(await Self.topLine(state, wide) != nil)
        #expect(state.update(.character("s"), context: wide).isEmpty)
        _ = state.update(.character("]"), context: wide)
        _ = await Self.topLine(state, wide)
        let lines = try #require(state.screen(wide).content)
        #expect(lines.contains { $0.contains("-    let name = \"[-file-] 0\"") && $0.contains("+    let name = \"{+File+} 0\"") })
        let narrow = ScreenContext(width: DiffLayout.sideBySideMinimum - 1, height: 24, web: Self.web)
        _ = state.update(.character("s"), context: narrow)
        #expect(state.update(.character("s"), context: narrow) == [.note("side by side needs 120 columns: one column")])
    }

    /// Opened from a file's history (`h`, then Enter), the commit starts at that file's diff; from
    /// a folder's, at the first file in it.
    @Test(arguments: [("Sources/File33.swift", "Sources/File33.swift"), ("Sources", "Sources/File0.swift")])
    func openedFromAHistoryItStartsAtThatFilesDiff(path: String, file: String) async throws {
        let state = await Self.loaded(Self.manyFiles(), path: path)
        let context = ScreenContext(width: 100, height: 24, web: Self.web)
        #expect(await Self.topLine(state, context)?.hasPrefix("diff --git a/\(file)") == true)
        // A file the commit did not change: the top.
        let elsewhere = await Self.loaded(Self.manyFiles(), path: "README.md")
        #expect(await Self.topLine(elsewhere, context)?.hasPrefix("commit ") == true)
    }
}
