import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// The browse screens of an org's pull requests and of one pull request, without a terminal: CI
/// asked for the rows in view and no others, the tabs, and goldens at 80 and 120 columns and in
/// accessible mode.
@MainActor
@Suite struct WorkScreensTests {
    nonisolated static let now = FixedMoment.noon
    static let web = WebPages(apiURL: URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/"))

    /// 30 pull requests over two repositories, the newest first by number, each with its head.
    static func source() -> StubWorkSource {
        func pull(_ number: Int, _ repository: Int) -> PullRequest {
            let updated = now.addingTimeInterval(-Double(number) * 3_600)
            return PullRequest(
                id: Int64(number), number: number, title: number == 3 ? "Evil \u{1B}[2J title" : "Change \(number) to the ledger", draft: number % 7 == 0,
                user: User(login: ["ana", "hiro-y", "renée"][number % 3]), requestedReviewers: number % 2 == 0 ? [User(login: "bo")] : [],
                head: .init(ref: "fix/\(number)", sha: String(format: "%040x", number)), base: .init(ref: "main"),
                createdAt: updated.addingTimeInterval(-86_400), updatedAt: updated)
        }
        return StubWorkSource(
            pulls: ["acme/ledger": (1...15).map { pull($0, 0) }, "acme/web": (16...30).map { pull($0, 1) }],
            reviews: [Review(user: User(login: "ana"), state: "APPROVED")],
            checks: CommitChecks(
                runs: [CheckRun(name: "build", status: "completed", conclusion: "failure"), CheckRun(name: "lint", status: "queued")], statuses: []))
    }

    /// The list drawn on `context` (as a terminal draws it while it loads), then loaded.
    static func list(_ source: StubWorkSource, lastLooked: Date? = nil, drawnOn context: ScreenContext) async -> (WorkListScreenState, AnyCancellable) {
        let model = WorkListViewModel(options: WorkListOptions(kind: .pullRequests, targets: [.owner("acme")], lastLooked: lastLooked), source: source)
        let state = WorkListScreenState(owner: "acme", model: model, statuses: WorkRowStatusViewModel(source: source), now: { now })
        let requests = state.requests.sink { _ in }
        _ = state.screen(context)
        _ = state.start().startingLoads()
        _ = await eventually { !model.isLoading && !model.items.isEmpty }
        return (state, requests)
    }

    @Test func ciIsAskedForTheRowsInViewAndNoOthers() async throws {
        let source = Self.source()
        let context = ScreenContext(width: 100, height: 12, web: Self.web)
        let (state, requests) = await Self.list(source, drawnOn: context)
        defer { requests.cancel() }
        // The rows a screen of 12 lines shows, counted where they are drawn.
        let rows = BrowseRenderer.render(state.screen(context), width: 100, height: 12, color: false).filter { $0.contains("ledger#") || $0.contains("web#") }
            .count
        #expect(rows > 3 && rows < 30)
        #expect(await eventually { source.checked.withLock { $0.count } == rows })
        // Pull requests 1… are newest first: exactly those in view were asked.
        #expect(Set(source.checked.withLock { $0 }) == Set((1...rows).map { String(format: "%040x", $0) }))
        _ = state.update(.character("G"), context: context)
        #expect(await eventually { source.checked.withLock { $0.count } == 2 * rows })
        #expect(!source.checked.withLock { $0 }.contains(String(format: "%040x", rows + 1)))
        // Scrolled back, nothing is asked again.
        _ = state.update(.character("g"), context: context)
        #expect(source.checked.withLock { $0.count } == 2 * rows)
        let top = BrowseRenderer.render(state.screen(context), width: 100, height: 12, color: false)
        #expect(top.contains { $0.contains("ledger#1") && $0.contains("✗") && $0.contains("approved") })
    }

    /// A repository's own list (`P` in a repository) names its rows `#n`: its title names the
    /// repository, and the title column keeps the room (#56). `y` still copies `owner/repo#n`.
    @Test func aRepositorysOwnListNamesItsRowsByNumber() async throws {
        let source = StubWorkSource(pulls: ["acme/ledger": Self.source().pulls["acme/ledger"] ?? []])
        let model = WorkListViewModel(options: WorkListOptions(kind: .pullRequests, targets: [.repository(owner: "acme", name: "ledger")]), source: source)
        let state = WorkListScreenState(owner: "acme/ledger", model: model, statuses: nil, now: { Self.now })
        let context = ScreenContext(width: 80, height: 12, web: Self.web)
        _ = state.start().startingLoads()
        #expect(await eventually { !model.isLoading && !model.items.isEmpty })
        let screen = state.screen(context)
        #expect(screen.title.hasPrefix("acme/ledger — 15 open pull requests in 1 repository"))
        #expect(screen.rows.first?[1] == "#1")
        #expect(state.update(.character("y"), context: context).first == .copy("acme/ledger#1"))
    }

    @Test func theListAt80And120ColumnsAndInAccessibleMode() async throws {
        let (state, requests) = await Self.list(
            Self.source(), lastLooked: Self.now.addingTimeInterval(-2.5 * 3_600), drawnOn: ScreenContext(width: 80, height: 12, web: Self.web))
        defer { requests.cancel() }
        for (width, height) in [(80, 12), (120, 12)] {
            let context = ScreenContext(width: width, height: height, web: Self.web)
            _ = state.screen(context)
            _ = state.update(.character("k"), context: context)
            // Every row in view has its CI and review before the screen is compared.
            let rows = BrowseRenderer.render(state.screen(context), width: width, height: height, color: false).filter { $0.contains("#") }.count
            #expect(await eventually { (state.statuses?.statuses.count ?? 0) >= rows })
            try GoldenScreenTests.expectGolden(
                BrowseRenderer.render(state.screen(context), width: width, height: height, color: false), "prs-list-\(width)x\(height).txt")
        }
        var transcript = AccessibleTranscript()
        let spoken = transcript.lines(for: state.screen(ScreenContext(width: 80, height: 12, web: Self.web)))
        try GoldenScreenTests.expectGolden(spoken, "prs-list-accessible.txt")
        #expect(!spoken.joined().contains("\u{1B}"))
        // The title says the owner, so a row names its repository alone and the title keeps the room;
        // what is spoken and copied is the whole name.
        let rows = BrowseRenderer.render(state.screen(ScreenContext(width: 80, height: 12, web: Self.web)), width: 80, height: 12, color: false)
        #expect(rows.contains { $0.contains("ledger#3  ") && $0.contains("Evil ^[[2J title") } && !rows.dropFirst().contains { $0.contains("acme/ledger#") })
        #expect(spoken.joined().contains("acme/ledger#"))
        #expect(state.update(.character("y"), context: ScreenContext(width: 80, height: 12, web: Self.web)).first == .copy("acme/ledger#1"))
    }

    @Test func aPullRequestsTabsAt80And120ColumnsAndInAccessibleMode() async throws {
        let source = Self.source()
        let model = WorkDetailViewModel(
            owner: "acme", repo: "ledger", number: 3, isPullRequest: true, withFiles: true, withCommits: true, source: source, now: { Self.now })
        let state = WorkItemScreenState(model: model, web: Self.web)
        let changes = state.changes.sink { _ in }
        defer { changes.cancel() }
        _ = state.start().startingLoads()
        #expect(await eventually { model.detail != nil })
        for (width, height) in [(80, 16), (120, 16)] {
            let context = ScreenContext(width: width, height: height, web: Self.web)
            for (place, tab) in ["conversation", "commits", "checks", "files"].enumerated() {
                _ = state.update(.character(Character(String(place + 1))), context: context)
                try GoldenScreenTests.expectGolden(
                    BrowseRenderer.render(state.screen(context), width: width, height: height, color: false), "pr-\(tab)-\(width)x\(height).txt")
            }
        }
        _ = state.update(.character("1"), context: ScreenContext(width: 80, height: 16, web: Self.web))
        var transcript = AccessibleTranscript()
        let spoken = transcript.lines(for: state.screen(ScreenContext(width: 80, height: 16, web: Self.web)))
        try GoldenScreenTests.expectGolden(spoken, "pr-accessible.txt")
        #expect(!spoken.joined().contains("\u{1B}") && spoken.joined().contains("Evil ^[[2J title"))
        #expect(
            state.update(.character("o"), context: ScreenContext(width: 80, height: 16, web: Self.web)) == [
                .openURL(try #require(URL(string: "https://github.com/acme/ledger/pull/3")))
            ])
    }
}
