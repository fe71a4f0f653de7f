import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// Whole screens compared with reviewed copies in `Goldens/`: the README rendered at 100 and 40
/// columns (a table and a code block in it), the tree with a symlink and a submodule, and the
/// repository screen's faces at 100 × 30, 80 × 12 and 40 × 10. A difference fails with both texts; with
/// `REPOS_RECORD_GOLDENS=1` the copies are written anew, to be reviewed before they are kept.
@MainActor
@Suite struct GoldenScreenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Expects `lines` to be the golden `name`, line for line.
    static func expectGolden(_ lines: [String], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = lines.joined(separator: "\n") + "\n"
        let file = goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["REPOS_RECORD_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: file)
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(text == golden, "\(name) differs:\n\(text)", sourceLocation: sourceLocation)
    }

    static func readmeText() throws -> String {
        let content = try GitHubJSON.decoder().decode(RepositoryContent.self, from: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-readme.http"))
        guard case .file(_, _, let bytes?) = content else { throw TestError(2) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theReadmeAt100And40Columns() throws {
        let text = try Self.readmeText()
        try Self.expectGolden(MarkdownText.lines(text, width: 100, color: false), "readme-100.txt")
        try Self.expectGolden(MarkdownText.lines(text, width: 40, color: false), "readme-40.txt")
    }

    @Test func theTreeWithASymlinkAndASubmodule() throws {
        let tree = try GitHubJSON.decoder().decode(GitTree.self, from: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-git-trees-HEAD.http"))
        var output = ""
        let settings = OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: 60, color: false))
        try TreeView(settings).render(tree.entries, under: .root, document: Data(), to: &output)
        try Self.expectGolden(output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), "tree-60.txt")
    }

    /// bottle-rocket's screen over the fixtures' answers, as `browse` makes it.
    static func repositoryScreen(_ source: StubFileSource = StubFileSource()) throws -> RepositoryScreenState {
        let now: @Sendable () -> Date = { FixedMoment.noon }
        let repository = try #require(
            try GitHubJSON.decoder().decode([Repository].self, from: FixtureRouter.body(of: "orgs-atomicrobot-repos.page1.http")).first {
                $0.name == "bottle-rocket"
            })
        let (owner, name) = ("atomicrobot", "bottle-rocket")
        return RepositoryScreenState(
            repository: repository,
            faces: .init(
                readme: { ref in
                    ReadmeFaceState(
                        repository: repository, model: FetchedViewModel(readmeOf: owner, repo: name, ref: ref, source: source),
                        render: { markdown, width, _ in MarkdownText.lines(markdown, width: width, color: false) })
                },
                files: { ref in
                    FilesFaceState(
                        repository: repository, ref: ref, model: RepositoryTreeViewModel(owner: owner, repo: name, ref: ref ?? "HEAD", source: source),
                        content: { FetchedViewModel(fileAt: $0, owner: owner, repo: name, ref: ref, source: source) })
                },
                commits: { _ in fatalError("the Commits face is the commits screen, tested on its own") },
                branches: {
                    BranchesFaceState(
                        repository: repository, model: RefListViewModel(.branches, owner: owner, repo: name, limit: nil, source: source, now: now))
                },
                tags: { TagsFaceState(repository: repository, model: RefListViewModel(.tags, owner: owner, repo: name, limit: nil, source: source, now: now)) },
                releases: {
                    ReleasesFaceState(
                        repository: repository, model: RefListViewModel(.releases, owner: owner, repo: name, limit: nil, source: source, now: now))
                }))
    }

    @Test func theRepositoryScreensFaces() async throws {
        let state = try Self.repositoryScreen()
        state.start().startingLoads()
        let web = WebPages(apiURL: try #require(URL(string: "https://api.github.com")))
        for (key, face) in [
            (Key.character("1"), "readme"), (.character("2"), "files"), (.character("4"), "branches"), (.character("5"), "tags"), (.character("6"), "releases"),
        ] {
            state.update(key, context: ScreenContext(width: 100, height: 30, web: web)).startingLoads()
            // Loading is on the main queue: wait for it, as a terminal would, for up to 30 s.
            #expect(await eventually { !state.isBusy })
            // At 80 the tabs no longer fit and the title keeps `atomicrobot/bottle-rocket`.
            for (width, height) in [(100, 30), (80, 12), (40, 10)] {
                let screen = state.screen(ScreenContext(width: width, height: height, web: web))
                try Self.expectGolden(BrowseRenderer.render(screen, width: width, height: height, color: false), "repository-\(face)-\(width)x\(height).txt")
            }
        }
    }

    /// A repository with no commits, and one with no README: each face says so as a state, with
    /// no error to retry and no advice about tokens.
    @Test func anEmptyRepositoryAndAMissingREADMEAreStatesNotErrors() async throws {
        var source = StubFileSource()
        source.onTree = { _, _, _ in Fail(error: .emptyRepository).eraseToAnyPublisher() }
        source.onReadme = { _ in Fail(error: .notFound(message: "Not Found")).eraseToAnyPublisher() }
        let state = try Self.repositoryScreen(source)
        state.start().startingLoads()
        let context = ScreenContext(width: 80, height: 6, web: WebPages(apiURL: try #require(URL(string: "https://api.github.com"))))
        for (key, face) in [(Key.character("1"), "readme"), (.character("2"), "files")] {
            state.update(key, context: context).startingLoads()
            #expect(await eventually { !state.isBusy })
            #expect(state.failure == nil, "\(face)")
            try Self.expectGolden(BrowseRenderer.render(state.screen(context), width: 80, height: 6, color: false), "repository-\(face)-none-80x6.txt")
        }
    }

    /// The bottom of a long list at 9, 24 and 40 lines: `G` selects the last row, and it is on
    /// the last line of the body, every line between title and footer filled.
    @Test(arguments: [9, 24, 40])
    func theBottomOfALongListFillsItsLastRow(height: Int) async throws {
        let many = (1...60).map { BrowserTests.repository(Int64($0), String(format: "repo-%02d", $0), stars: $0) }
        let (browser, _) = await BrowserTests.browser([.success(many)])
        browser.resize(width: 80, height: height)
        _ = browser.handle(.character("G"))
        let lines = BrowseRenderer.render(browser.screen(tick: 0), width: 80, height: height, color: false)
        try Self.expectGolden(lines, "list-bottom-80x\(height).txt")
        #expect(lines[height - 2].hasPrefix("\u{1B}[7m▌repo-60"), "\(lines)")
        #expect(lines[2].hasPrefix(" repo-\(String(format: "%02d", 60 - (height - 3) + 1))"), "\(lines)")
        // The faces' lists use the same rows.
        let face = BranchesFaceState(
            repository: BrowserTests.repository(1, "r"),
            model: RefListViewModel(
                .branches, owner: "o", repo: "r", limit: nil, source: StubFileSource(branches: many.map(\.name), tags: []), now: { BrowserTests.now }))
        face.start().startingLoads()
        #expect(await eventually { !face.isBusy })
        let context = ScreenContext(width: 80, height: height, web: WebPages(apiURL: try #require(URL(string: "https://api.github.com"))))
        _ = face.update(.character("G"), context: context)
        let faceLines = BrowseRenderer.render(face.screen(context), width: 80, height: height, color: false)
        #expect(faceLines[height - 2].hasPrefix("\u{1B}[7m▌repo-60"), "\(faceLines)")
    }
}
