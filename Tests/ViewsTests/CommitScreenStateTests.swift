import Foundation
import Models
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// The commit screen over a patch past `CommitScreenState.patchBound`: Enter on a file in its
/// list says the patch is left out and how to see it, whether the layout is done or not.
@MainActor
@Suite struct CommitScreenStateTests {
    static let web = WebPages(apiURL: URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/"))

    /// A loaded screen over `detail`, laid out by the one-shot view's own lines.
    static func loaded(_ detail: CommitDetail) async -> CommitScreenState {
        let model = CommitDetailViewModel(
            owner: "o", repo: "alpha", ref: "d4049f4", source: StubSource(detail: .success(detail)), now: { BrowserTests.now })
        let state = CommitScreenState(repository: BrowserTests.repository(1, "alpha"), model: model) {
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
}
