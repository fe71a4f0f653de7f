import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// Browse's comparison screen over the fixtures' `release/1.0...main` (130 commits over two
/// pages, four files), drawn by the renderer `repos compare --patch` uses, and how it is reached:
/// `c` on the Branches and Tags faces.
@MainActor
@Suite struct ComparisonScreenTests {
    static let web = WebPages(apiURL: URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/"))

    static func bottleRocket() throws -> Repository {
        try #require(
            try GitHubJSON.decoder().decode([Repository].self, from: FixtureRouter.body(of: "orgs-atomicrobot-repos.page1.http")).first {
                $0.name == "bottle-rocket"
            })
    }

    /// The screen, loaded and laid out at `width`.
    static func loaded(base: String = "release/1.0", head: String = "main", width: Int) async throws -> ComparisonScreenState {
        let model = ComparisonViewModel(
            owner: "atomicrobot", repo: "bottle-rocket", base: base, head: head, source: StubFileSource(), now: { BrowserTests.now })
        let state = ComparisonScreenState(repository: try bottleRocket(), model: model) { comparison, header, rows, layout in
            ComparisonView.terminalLines(comparison, header: header, rows: rows, layout: layout, color: false)
        }
        state.start().startingLoads()
        try await laidOut(state, width: width)
        return state
    }

    /// Waits, up to 30 s, for the screen's lines at `width` to be laid out.
    static func laidOut(_ state: ComparisonScreenState, width: Int) async throws {
        let context = ScreenContext(width: width, height: 24, web: web)
        let done = await eventually { state.model.comparison != nil && !(state.screen(context).lines ?? []).contains { $0.contains("Laying out") } }
        #expect(done)
    }

    static func render(_ state: ComparisonScreenState, width: Int) -> [String] {
        BrowseRenderer.render(state.screen(ScreenContext(width: width, height: 24, web: web)), width: width, height: 24, color: false)
    }

    /// The top of the screen, then the first file's diff after `]`, at 80 and 160 columns.
    @Test(arguments: [80, 160])
    func theComparisonScreen(width: Int) async throws {
        let state = try await Self.loaded(width: width)
        let top = Self.render(state, width: width)
        try GoldenScreenTests.expectGolden(top, "comparison-\(width)x24.txt")
        #expect(top[0].contains("bottle-rocket release/1.0...main"))
        #expect(top.contains { $0.contains("Commits (130, oldest first)") })
        _ = state.update(.character("]"), context: ScreenContext(width: width, height: 24, web: Self.web))
        let diff = Self.render(state, width: width)
        try GoldenScreenTests.expectGolden(diff, "comparison-diff-\(width)x24.txt")
        #expect(diff[1].hasPrefix(" diff --git a/Sources/Client.swift"))
        #expect(diff.contains { $0.contains("13    │ -    var timeout = [-30-]") })
        #expect(diff.allSatisfy { DisplayWidth.of($0) <= width })
    }

    /// Tab lists the changed files; Enter on one goes to its diff; Tab from the text lists them
    /// again with the selection kept; Esc goes back to the text where it was.
    @Test(arguments: [80, 160])
    func theFilesListAndEnterToAFilesDiff(width: Int) async throws {
        let state = try await Self.loaded(width: width)
        let context = ScreenContext(width: width, height: 24, web: Self.web)
        _ = state.update(.tab, context: context)
        #expect(state.listsFiles)
        let list = Self.render(state, width: width)
        try GoldenScreenTests.expectGolden(list, "comparison-files-\(width)x24.txt")
        #expect(list[1].contains("STATUS") && list[1].contains("FILE"))
        #expect(list.contains { $0.hasPrefix("\u{1B}[7m▌modified") || $0.hasPrefix("▌modified") })
        _ = state.update(.character("j"), context: context)
        _ = state.update(.enter, context: context)
        #expect(!state.listsFiles)
        let diff = Self.render(state, width: width)
        #expect(diff[1].hasPrefix(" diff --git a/Sources/Uploader/Rëtry.swift"), "\(diff[1])")
        _ = state.update(.tab, context: context)
        #expect(Self.render(state, width: width).contains { $0.contains("Rëtry.swift") && $0.contains("▌") })
        _ = state.update(.escape, context: context)
        #expect(!state.listsFiles)
        #expect(Self.render(state, width: width)[1].hasPrefix(" diff --git a/Sources/Uploader/Rëtry.swift"))
    }

    /// `w` cuts long lines instead of wrapping them, the file's diff kept at the top; → and ←
    /// then scroll the code sideways by 8 columns, its numbers and mark staying put, and ← at the
    /// left edge goes back as ever.
    @Test func wCutsLongLinesAndTheArrowsScrollTheCodeSideways() async throws {
        let state = try await Self.loaded(width: 80)
        let context = ScreenContext(width: 80, height: 24, web: Self.web)
        _ = state.update(.character("]"), context: context)
        let wrapped = Self.render(state, width: 80)
        #expect(wrapped[1].hasPrefix(" diff --git a/Sources/Client.swift"))
        #expect(state.update(.character("w"), context: context).isEmpty)
        #expect(await eventually { !Self.render(state, width: 80).contains { $0.contains("Laying out") } })
        #expect(Self.render(state, width: 80)[1] == wrapped[1], "the same file's diff at the top")
        _ = state.update(.character("G"), context: context)
        let cut = Self.render(state, width: 80)
        #expect(!cut.contains { $0.contains("↪") })
        let long = try #require(cut.first { $0.contains("+Read the \"new\" notes") })
        #expect(state.update(.right, context: context).isEmpty)
        // "Read the" scrolled past; the number and the mark where they were.
        let scrolled = try #require(Self.render(state, width: 80).first { $0.contains(" \"new\" notes") })
        #expect(scrolled.hasPrefix(try #require(long.components(separatedBy: "Read the").first)), "\(scrolled)")
        #expect(scrolled.contains("2 │ + \"new\" notes"), "\(scrolled)")
        #expect(DisplayWidth.of(scrolled) <= 80)
        #expect(state.update(.left, context: context).isEmpty)
        #expect(Self.render(state, width: 80).contains(long))
        #expect(state.update(.left, context: context) == [.back])
    }

    /// `s` puts old beside new at 160 columns; at 80 it says it cannot, and stays one column.
    @Test func sideBySideAt160AndItsFallbackAt80() async throws {
        let wide = try await Self.loaded(width: 160)
        let context = ScreenContext(width: 160, height: 24, web: Self.web)
        #expect(wide.update(.character("s"), context: context).isEmpty)
        try await Self.laidOut(wide, width: 160)
        _ = wide.update(.character("]"), context: context)
        let lines = Self.render(wide, width: 160)
        try GoldenScreenTests.expectGolden(lines, "comparison-side-by-side-160x24.txt")
        #expect(lines.contains { $0.contains("timeout = [-30-]") && $0.contains("timeout = {+45+}") })
        let narrow = try await Self.loaded(width: 80)
        let effects = narrow.update(.character("s"), context: ScreenContext(width: 80, height: 24, web: Self.web))
        #expect(effects == [.note("side by side needs 120 columns: one column")])
        _ = narrow.update(.character("]"), context: ScreenContext(width: 80, height: 24, web: Self.web))
        let fallback = Self.render(narrow, width: 80)
        try GoldenScreenTests.expectGolden(fallback, "comparison-side-by-side-80x24.txt")
        #expect(!fallback.contains { $0.contains("timeout = [-30-]") && $0.contains("timeout = {+45+}") })
        // `o` opens the comparison's page on the configured host, built from the refs.
        #expect(
            narrow.update(.character("o"), context: ScreenContext(width: 80, height: 24, web: Self.web)) == [
                .openURL(try #require(URL(string: "https://github.com/atomicrobot/bottle-rocket/compare/release/1.0...main")))
            ])
    }

    /// `c` on a branch or a tag compares the default branch with it.
    /// Two marked commits: the whole SHAs stay in the `compare` line; the title and the status
    /// line name them short, so at 100 columns the status is not cut mid-SHA (#56).
    @Test func twoCommitsAreNamedShortOutsideTheCompareLine() async throws {
        let (base, head) = ("b25056ab37fe1d0426ad5d75a290b3b2697912a1", "d4049f477b0b235e27903546a3c9f780db8137ff")
        let lines = Self.render(try await Self.loaded(base: base, head: head, width: 100), width: 100)
        #expect(lines[0].contains("bottle-rocket b25056a...d4049f4 — d4049f4 is 1 ahead of b25056a"))
        #expect(lines[1].contains("compare \(base)...\(head)"))
        #expect(lines[2].trimmingCharacters(in: .whitespaces) == "Status:     ahead: d4049f4 is 1 ahead of b25056a")
    }

    @Test func cOnABranchComparesTheDefaultBranchWithItAndOnATagWhatCameSince() async throws {
        let repository = try Self.bottleRocket()
        let context = ScreenContext(width: 100, height: 30, web: Self.web)
        let source = StubFileSource()
        let branches = BranchesFaceState(
            repository: repository,
            model: RefListViewModel(.branches, owner: "atomicrobot", repo: "bottle-rocket", limit: nil, source: source, now: { BrowserTests.now }))
        branches.start().startingLoads()
        #expect(await eventually { !branches.isBusy })
        // The fixtures' branches by name: the last is release/1.0.
        _ = branches.update(.end, context: context)
        #expect(
            branches.update(.character("c"), context: context) == [
                .open(ComparisonScreenState.Route(repository: repository, base: "main", head: "release/1.0"))
            ])
        let tags = TagsFaceState(
            repository: repository,
            model: RefListViewModel(.tags, owner: "atomicrobot", repo: "bottle-rocket", limit: nil, source: source, now: { BrowserTests.now }))
        tags.start().startingLoads()
        #expect(await eventually { !tags.isBusy })
        let first = try #require(tags.model.items.first)
        // A tag is a point in the past: c asks what main gained since it.
        #expect(
            tags.update(.character("c"), context: context) == [
                .open(ComparisonScreenState.Route(repository: repository, base: first.name, head: "main", since: true))
            ])
    }
}
