import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// Every face of a repository's screen as a person uses it, over the fixtures' answers: where
/// Enter, Esc, `o` and `y` go on each, what each says, and what the accessible mode writes.
@MainActor
@Suite struct RepositoryFacesTests {
    static func context(width: Int = 100, height: Int = 30) -> ScreenContext {
        ScreenContext(width: width, height: height, web: WebPages(apiURL: URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/")))
    }

    /// bottle-rocket's screen on `face`, loaded.
    static func screen(on keys: [Key] = []) async throws -> RepositoryScreenState {
        let state = try GoldenScreenTests.repositoryScreen()
        state.start().startingLoads()
        for key in keys {
            state.update(key, context: context()).startingLoads()
            #expect(await eventually { !state.isBusy })
        }
        return state
    }

    /// Presses `key`, then waits for what it loads.
    static func press(_ key: Key, on state: RepositoryScreenState, context: ScreenContext = context()) async -> [BrowseEffect] {
        let effects = state.update(key, context: context).startingLoads()
        #expect(await eventually { !state.isBusy })
        return effects
    }

    static func selected(_ state: RepositoryScreenState) -> String? {
        let screen = state.screen(context())
        return screen.rows.indices.contains(screen.selection) ? screen.rows[screen.selection].first : nil
    }

    @Test func filesLinkTheSelectedFileOrFolderAtTheRefAndEscReselectsTheFolderLeft() async throws {
        let state = try await Self.screen(on: [.character("2")])
        // .gitmodules, LICENSE, README.md, Sources/, docs/
        for _ in 0..<4 { _ = await Self.press(.down, on: state) }
        #expect(Self.selected(state) == "docs/")
        #expect(
            await Self.press(.character("o"), on: state) == [.openURL(try #require(URL(string: "https://github.com/atomicrobot/bottle-rocket/tree/main/docs")))]
        )
        _ = await Self.press(.enter, on: state)
        #expect(state.screen(Self.context()).title.hasSuffix(" · docs"))
        #expect(
            await Self.press(.character("y"), on: state) == [
                .copy("https://github.com/atomicrobot/bottle-rocket/blob/main/docs/latest"),
                .note("copied https://github.com/atomicrobot/bottle-rocket/blob/main/docs/latest"),
            ])
        _ = await Self.press(.escape, on: state)
        #expect(Self.selected(state) == "docs/")
        #expect(await Self.press(.escape, on: state) == [.back])
    }

    @Test func aSymlinkToAFolderOpensItAndASubmoduleSaysWhereItPoints() async throws {
        let state = try await Self.screen(on: [.character("2")])
        let asked = Locked<[[BrowseEffect]]>([])
        let token = state.requests.sink { effects in asked.withLock { $0.append(effects) } }
        for _ in 0..<4 { _ = await Self.press(.down, on: state) }
        _ = await Self.press(.enter, on: state)
        // The link is read with no note to outlive the reading: the key line says it meanwhile.
        #expect(await Self.press(.enter, on: state) == [])
        #expect(await eventually { state.screen(Self.context()).title.hasSuffix(" · Sources/Rocket") })
        #expect(Self.selected(state) == "Client.swift")
        #expect(state.screen(Self.context()).footer == .keys(KeyBinding.hints(for: .tree)))
        // Up from the target goes back to the link, where you came from, then up from there.
        _ = await Self.press(.escape, on: state)
        #expect(Self.selected(state) == "latest@")
        #expect(state.screen(Self.context()).title.hasSuffix(" · docs"))
        _ = await Self.press(.escape, on: state)
        #expect(Self.selected(state) == "docs/")
        _ = await Self.press(.character("G"), on: state)
        _ = await Self.press(.enter, on: state)
        #expect(Self.selected(state) == "lib (submodule @ 8e32a62)")
        _ = await Self.press(.enter, on: state)
        #expect(await eventually { !asked.withLock { $0.isEmpty } })
        #expect(asked.withLock { $0 } == [[.note("vendor/lib is a submodule: https://github.com/atomicrobot/rocket-lib.git @ 8e32a62")]])
        token.cancel()
    }

    @Test func theBreadcrumbKeepsItsEndOnANarrowTerminal() async throws {
        let state = try await Self.screen(on: [.character("2")])
        for key in [Key.down, .down, .down, .enter, .enter] { _ = await Self.press(key, on: state) }
        let narrow = state.screen(Self.context(width: 40, height: 10))
        #expect(narrow.title.hasSuffix("…/Rocket") || narrow.title.hasSuffix("Sources/Rocket"), "\(narrow.title)")
        let lines = BrowseRenderer.render(narrow, width: 40, height: 10, color: false)
        #expect(lines[0].contains("Rocket"), "\(lines[0])")
    }

    @Test func branchesMarkTheDefaultAndOpenTheirCommitsAsTagsDo() async throws {
        let state = try await Self.screen(on: [.character("4")])
        let screen = state.screen(Self.context())
        #expect(screen.rows.contains { $0.first == "main (default)" })
        #expect(screen.columns.map(\.header) == ["BRANCH", "TIP", "PROTECTED"])
        #expect(
            await Self.press(.enter, on: state) == [
                .open(CommitsScreenState.Route(repository: state.repository, ref: "dependabot/npm_and_yarn/lodash-4.17.21"))
            ])
        #expect(
            await Self.press(.character("o"), on: state) == [
                .openURL(try #require(URL(string: "https://github.com/atomicrobot/bottle-rocket/tree/dependabot/npm_and_yarn/lodash-4.17.21")))
            ])
        _ = await Self.press(.character("5"), on: state)
        #expect(await Self.press(.enter, on: state) == [.open(CommitsScreenState.Route(repository: state.repository, ref: "v2.4.0"))])
    }

    /// Where GitHub does not say whether a branch is protected, the column is left out.
    @Test func theProtectedColumnShowsOnlyWhenTheAnswerHasIt() async throws {
        let repository = BrowserTests.repository(1, "r")
        let face = BranchesFaceState(
            repository: repository,
            model: RefListViewModel(
                .branches, owner: "o", repo: "r", limit: nil, source: StubFileSource(branches: ["main", "next"], tags: []),
                now: { BrowserTests.now }))
        face.start().startingLoads()
        #expect(await eventually { !face.isBusy })
        #expect(face.screen(Self.context()).columns.map(\.header) == ["BRANCH", "TIP"])
    }

    @Test func aReleaseOpensOnItsNotesAssetsAndDates() async throws {
        let state = try await Self.screen(on: [.character("6")])
        _ = await Self.press(.character("G"), on: state)
        let effects = await Self.press(.enter, on: state)
        guard case .open(let route)? = effects.first, let release = route as? ReleaseScreenState.Route else {
            Issue.record("\(effects)")
            return
        }
        let screen = ReleaseScreenState(
            repository: release.repository, release: release.release, render: { MarkdownText.lines($0, width: $1, color: false) },
            now: { FixedMoment.noon })
        let lines = screen.screen(Self.context()).lines ?? []
        #expect(lines.first == "v2.4.0 — Retry with backoff", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("release · published 2 months ago (2026-10-01) · by ada-l") })
        #expect(lines.contains { $0.contains("Retries") })
        #expect(lines.contains("Assets (2)"))
        // The numbers are labelled: the table keeps its header.
        #expect(lines.contains { $0.hasPrefix("  NAME") && $0.hasSuffix("DOWNLOADS") }, "\(lines)")
        #expect(lines.contains { $0.contains("BottleRocket.xcframework.zip") && $0.contains("2.3 MiB") && $0.contains("1,204") })
        #expect(
            screen.update(.character("o"), context: Self.context()) == [
                .openURL(try #require(URL(string: "https://github.com/atomicrobot/bottle-rocket/releases/tag/v2.4.0")))
            ])
    }

    /// No README is an answer, not a failure, and `r` does not make it one.
    @Test func aRepositoryWithoutAReadmeSaysSo() async throws {
        var source = StubFileSource()
        source.onReadme = { _ in Fail(error: .notFound(message: "Not Found")).eraseToAnyPublisher() }
        let face = ReadmeFaceState(
            repository: BrowserTests.repository(1, "r"), model: FetchedViewModel(readmeOf: "o", repo: "r", ref: nil, source: source),
            render: { markdown, width, _ in MarkdownText.lines(markdown, width: width, color: false) })
        face.start().startingLoads()
        #expect(await eventually { !face.isBusy })
        #expect(face.failure == nil)
        #expect(face.screen(Self.context()).lines == ["  No README."])
        face.update(.character("r"), context: Self.context()).startingLoads()
        #expect(await eventually { !face.isBusy })
        #expect(face.failure == nil)
    }

    /// `--accessible` writes each face's content once it is in: the README's text, the files'
    /// names, the branches; then each move.
    @Test func theAccessibleModeWritesEachFacesContent() async throws {
        let state = try await Self.screen()
        #expect(await eventually { !state.isBusy })
        var transcript = AccessibleTranscript()
        var said = transcript.lines(for: state.screen(Self.context()))
        #expect(said.contains("A **tiny** HTTP toolkit for `iOS` apps. See the docs[1]."), "\(said)")
        let short = Self.context(height: 10)
        _ = await Self.press(.down, on: state, context: short)
        #expect(transcript.lines(for: state.screen(short)) == ["line 2 of 24: ═══════════════"])
        _ = await Self.press(.character("2"), on: state)
        said = transcript.lines(for: state.screen(Self.context()))
        #expect(said.contains("README.md") && said.contains("Sources/") && said.contains("lib (submodule @ 8e32a62)") == false, "\(said)")
        #expect(said.first?.contains("[Files]") == true, "the face's title comes first: \(said)")
        _ = await Self.press(.down, on: state)
        #expect(transcript.lines(for: state.screen(Self.context())) == ["2 of 8: LICENSE"])
        _ = await Self.press(.character("4"), on: state)
        said = transcript.lines(for: state.screen(Self.context()))
        #expect(said.contains("main (default), 1c27536, protected") && said.contains("release/1.0, 41c09e2"), "\(said)")
        // Nothing is said twice.
        #expect(transcript.lines(for: state.screen(Self.context())).isEmpty)
    }

    /// A commit's lines are numbered from the top in the accessible mode.
    @Test func aTextsLinesAreSpokenFromTheTop() async throws {
        let state = try await Self.screen()
        #expect(await eventually { !state.isBusy })
        let screen = state.screen(Self.context())
        #expect(screen.spokenPlace == "line 1 of \((screen.lines ?? []).count)")
    }

    /// In a monorepo GitHub cuts short, the Files face draws the root after two tree requests
    /// (the answer, the root's own entries), and entering a folder costs at most one more: none
    /// for one the answer holds whole.
    @Test func filesOfATreeGitHubCutShortCostAFolderAtATime() async throws {
        let monorepo = SyntheticMonorepo()
        let harness = try ServiceHarness(token: nil) { request, base in monorepo.response(for: request, baseURL: base) ?? .json(404, "{}") }
        let repository = BrowserTests.repository(1, "huge-tree")
        let face = FilesFaceState(
            repository: repository, ref: nil, model: RepositoryTreeViewModel(owner: "bigrepos", repo: "huge-tree", ref: "HEAD", source: harness.service),
            content: { FetchedViewModel(fileAt: $0, owner: "bigrepos", repo: "huge-tree", ref: nil, source: harness.service) })
        let trees = { harness.server.requests.filter { $0.path.contains("/git/trees/") }.count }
        let rows = { face.screen(Self.context()).rows.map { $0.first ?? "" } }
        face.start().startingLoads()
        #expect(await eventually { !face.isBusy && !rows().isEmpty })
        #expect(rows() == ["README.md", "docs/", "package.json", "packages/"])
        #expect(trees() == 2)
        // packages/ is on the path to the answer's last entry: its own entries, one request.
        for _ in 0..<3 { _ = face.update(.down, context: Self.context()) }
        _ = face.update(.enter, context: Self.context())
        #expect(await eventually { !face.isBusy && face.screen(Self.context()).position == "1/100" })
        #expect(trees() == 3)
        // pkg-000 came whole in the answer: no request.
        _ = face.update(.enter, context: Self.context())
        #expect(await eventually { rows() == ["README.md", "package.json", "src/"] })
        #expect(trees() == 3)
        // pkg-099 came after the cut: one request.
        _ = face.update(.escape, context: Self.context())
        _ = face.update(.character("G"), context: Self.context())
        _ = face.update(.enter, context: Self.context())
        #expect(await eventually { !face.isBusy && rows() == ["README.md", "package.json", "src/"] && face.folder.description == "packages/pkg-099" })
        #expect(trees() == 4)
    }
}
