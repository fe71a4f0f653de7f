import Foundation
import Models
import Reactive
import Service
import Dispatch
import TestSupport
import Testing
import ViewModels
import Views

/// The browse screens' state without a terminal: keys to effects, links that only a configured
/// host can answer, the filter, the selection kept on its item, the help, waits and failures.
@MainActor
@Suite struct BrowserTests {
    /// A source answering each listing with the next of `answers` (the last one again once they
    /// run out; nil never answers), and every commit with `detail`.
    static func answers(_ answers: [Result<[Repository], GitHubError>?]) -> StubSource {
        StubSource(
            repositories: answers.map { answer in answer.map { .init($0.map { Page(items: $0, bytes: Data(), hasMore: false) }) } ?? .never },
            detail: .value(CommitPages(object: detail, pages: [])))
    }

    static let detail = CommitDetail(
        summary: Commit(sha: "d4049f477b0b235e27903546a3c9f780db8137ff", commit: .init(author: nil, committer: nil, message: "Add retry")),
        stats: .init(additions: 2, deletions: 1, total: 3), files: [DiffEntry(filename: "a.swift", status: "modified", additions: 2, deletions: 1)])

    nonisolated static let now = FixedMoment.shortlyAfterMidnight

    static func repository(_ id: Int64, _ name: String, stars: Int = 0, htmlURL: String? = nil, description: String? = nil) -> Repository {
        Repository(
            id: id, name: name, fullName: "o/\(name)", owner: User(login: "o"), description: description, stargazersCount: stars, htmlURL: htmlURL)
    }

    static let four = [repository(1, "alpha", stars: 5), repository(2, "beta", stars: 50), repository(3, "gamma", stars: 20), repository(4, "delta", stars: 1)]

    /// A browser on `answers`, 80 × 24, its filter pipeline on the immediate scheduler; returns
    /// once the first listing is in.
    static func browser(_ answers: [Result<[Repository], GitHubError>?] = [.success(four)], api: String = "https://api.github.com") async -> (
        Browser, RepositoriesScreenState
    ) {
        let source = Self.answers(answers)
        let model = RepositoryListViewModel(options: RepositoryListOptions(owner: "o", sort: .pushed, limit: nil), source: source, now: { now })
        let first = RepositoriesScreenState(owner: "o", model: model) { $0.browse(debounce: .milliseconds(1), scheduler: ImmediateScheduler.shared) }
        let browser = Browser(first: first, environment: environment(source, api: api), size: (80, 24))
        browser.start()
        await model.feed.loaded()
        return (browser, first)
    }

    /// What the screens a test's browser opens are made from: `source` for commits, the
    /// fixtures' bottle-rocket for the rest, the filter on the immediate scheduler, links on `api`'s
    /// host.
    static func environment(_ source: StubSource, api: String = "https://api.github.com") -> BrowseEnvironment {
        BrowseEnvironment(
            commits: source, files: StubFileSource(), refs: StubFileSource(), comparisons: StubFileSource(),
            web: WebPages(apiURL: URL(string: api) ?? URL(fileURLWithPath: "/")), now: { now }, color: false, filterPause: .milliseconds(1),
            scheduler: ImmediateScheduler.shared, describe: { error, subject in "\(subject): \(error)" })
    }

    static let keyLine = BrowseScreen.Footer.keys([
        "↑↓ move", "⏎ open", "/ filter", "s sort", "o browser", "y copy", "r refresh", "P/I prs, issues", "A activity", "? help", "q quit",
    ])

    static func names(_ state: RepositoriesScreenState) -> [String] { state.model.visible.map(\.name) }

    static func type(_ browser: Browser, _ text: String) {
        for character in text { _ = browser.handle(.character(character)) }
    }

    @Test func theHelpScrollsAndQQuitsFromIt() async {
        let (browser, _) = await Self.browser()
        browser.resize(width: 60, height: 8)
        #expect(browser.handle(.character("?")).isEmpty)
        #expect(browser.screen(tick: 0).showsHelp)
        #expect(browser.handle(.down).isEmpty)
        #expect(browser.screen(tick: 0).helpTop == 1)
        #expect(browser.handle(.end).isEmpty)
        let bottom = browser.screen(tick: 0)
        let lines = BrowseRenderer.render(bottom, width: 60, height: 8, color: false)
        // Scrolled to the end, the last key is in view.
        #expect(lines.contains { $0.contains("show every key") })
        // Any other key closes it and does nothing else; q quits from it.
        #expect(browser.handle(.character("x")).isEmpty)
        #expect(!browser.screen(tick: 0).showsHelp)
        _ = browser.handle(.character("?"))
        #expect(browser.handle(.character("q")) == [.quit])
        #expect(browser.handle(.control("c")) == [.interrupt])
    }

    @Test func oOpensOnlyAPageOfTheConfiguredHostBuiltFromTheNames() async {
        let hostile = [
            Self.repository(1, "bottle-rocket", htmlURL: "file:///etc/passwd"), Self.repository(2, "evil\u{1B}[2J", htmlURL: "https://github.com/o/x"),
        ]
        let (browser, _) = await Self.browser([.success(hostile)])
        #expect(browser.handle(.character("o")) == [.openURL(URL(string: "https://github.com/o/bottle-rocket")!)])
        #expect(browser.handle(.character("y")) == [.copy("https://github.com/o/bottle-rocket")])
        _ = browser.handle(.down)
        #expect(browser.handle(.character("o")).isEmpty)
        #expect(browser.screen(tick: 0).footer == .status("not opened: the server's repository name \"evil\u{1B}[2J\" is not a GitHub name"))
        // An Enterprise host's pages are on that host, without /api/v3.
        let (enterprise, _) = await Self.browser([.success(hostile)], api: "https://ghe.example.com/api/v3")
        #expect(enterprise.handle(.character("o")) == [.openURL(URL(string: "https://ghe.example.com/o/bottle-rocket")!)])
    }

    @Test func escClearsAKeptFilterAndArrowsMoveWhileTyping() async {
        let (browser, state) = await Self.browser()
        _ = browser.handle(.character("/"))
        Self.type(browser, "e")
        #expect(Self.names(state) == ["beta", "delta"])
        Self.type(browser, "l")
        #expect(Self.names(state) == ["delta"])
        _ = browser.handle(.backspace)
        #expect(Self.names(state) == ["beta", "delta"])
        // ↓ moves while typing; `j` is typed.
        _ = browser.handle(.down)
        #expect(state.cursor.selection == 1)
        #expect(browser.screen(tick: 0).highlight == "e")
        _ = browser.handle(.enter)
        #expect(browser.screen(tick: 0).title == "o — 2 of 4 repositories · by pushed · filter \"e\"")
        // Esc clears the kept filter; the selection stays on delta.
        #expect(browser.handle(.escape).isEmpty)
        #expect(Self.names(state).count == 4)
        #expect(browser.screen(tick: 0).position == "4/4")
        // On the first screen Esc then does nothing, and its key line offers no "back".
        #expect(browser.handle(.escape).isEmpty)
        #expect(browser.screen(tick: 0).footer == Self.keyLine)
    }

    @Test func theSelectionStaysOnItsRepositoryAcrossSortAndReverse() async {
        let (browser, state) = await Self.browser()
        _ = browser.handle(.down)
        _ = browser.handle(.down)
        #expect(browser.screen(tick: 0).position == "3/4")
        _ = browser.handle(.character("s"))
        _ = browser.handle(.character("s"))
        #expect(Self.names(state) == ["beta", "gamma", "alpha", "delta"])
        #expect(browser.screen(tick: 0).position == "2/4")
        _ = browser.handle(.character("S"))
        #expect(Self.names(state) == ["delta", "alpha", "gamma", "beta"])
        #expect(browser.screen(tick: 0).position == "3/4")
        #expect(browser.screen(tick: 0).title == "o — 4 repositories · by stars, reversed")
        _ = browser.handle(.control("d"))
        #expect(browser.screen(tick: 0).position == "4/4")
    }

    @Test func aFailedRefreshKeepsTheRowsAndTheSelectionWithTheErrorBelow() async {
        let failure = GitHubError.server(status: 502, message: "Bad Gateway")
        let (browser, state) = await Self.browser([.success(Self.four), .failure(failure), .success(Array(Self.four.reversed()))])
        _ = browser.handle(.down)
        _ = browser.handle(.character("r"))
        await state.model.feed.loaded()
        #expect(Self.names(state) == ["alpha", "beta", "gamma", "delta"])
        let failed = browser.screen(tick: 0)
        #expect(failed.position == "2/4")
        #expect(failed.footer == .error("organization or user 'o': GitHub server error 502 (Bad Gateway) — r to retry, ? to read it whole"))
        #expect(failed.message == "organization or user 'o': GitHub server error 502 (Bad Gateway)")
        // The next refresh succeeds with a new order; the selection follows beta.
        _ = browser.handle(.character("r"))
        await state.model.feed.loaded()
        #expect(Self.names(state) == ["delta", "gamma", "beta", "alpha"])
        #expect(browser.screen(tick: 0).position == "3/4")
        #expect(browser.screen(tick: 0).footer == Self.keyLine)
    }

    /// A first listing that fails is an error screen: no count, no column headings, the whole
    /// error in the body, and a footer that offers a retry and the way out there is (the first
    /// screen has no way back).
    @Test func aFailedFirstListingIsAnErrorScreen() async throws {
        let (browser, _) = await Self.browser([.failure(.server(status: 500, message: "boom"))])
        let screen = browser.screen(tick: 0)
        #expect(screen.title == "o — repositories not loaded")
        #expect(screen.columns.isEmpty && screen.rows.isEmpty)
        #expect(screen.emptyText == "✗ organization or user 'o': GitHub server error 500 (boom)")
        #expect(screen.footer == .error("not loaded — r to retry, q to quit"))
        let lines = BrowseRenderer.render(screen, width: 80, height: 6, color: false)
        #expect(!lines.joined().contains("esc"))
        try GoldenScreenTests.expectGolden(lines, "repositories-failed-80x6.txt")
    }

    /// On a narrow terminal the error screen wraps the error rather than cutting it: the advice at
    /// its end is what a person needs (#56).
    @Test func aFailedFirstListingWrapsTheWholeError() async throws {
        let (browser, _) = await Self.browser([.failure(.server(status: 500, message: "boom"))])
        let lines = BrowseRenderer.render(browser.screen(tick: 0), width: 30, height: 8, color: false)
        let body = lines[2...4].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(body == ["✗ organization or user 'o':", "GitHub server error 500", "(boom)"])
    }

    @Test func everyWaitIsCountedDown() async {
        let (browser, state) = await Self.browser([.success(Self.four), nil])
        // On a loaded screen a wait never takes the key line.
        browser.waiting(ServiceWait(reason: .rateLimit, until: Self.now.addingTimeInterval(41)))
        #expect(browser.screen(tick: 0).footer == Self.keyLine)
        _ = browser.handle(.character("r"))
        #expect(state.isBusy)
        browser.waiting(ServiceWait(reason: .slowDown, until: Self.now.addingTimeInterval(41)))
        #expect(browser.screen(tick: 0).footer == .error("GitHub asked to slow down; retrying in 0:41 — q to quit"))
        browser.waiting(ServiceWait(reason: .retry(attempt: 2, attempts: 3), until: Self.now.addingTimeInterval(5)))
        #expect(browser.screen(tick: 0).footer == .error("the request failed; retry 2 of 3 in 0:05 — q to quit"))
        browser.waiting(ServiceWait(reason: .rateLimit, until: Self.now.addingTimeInterval(-1)))
        #expect(browser.screen(tick: 0).footer == Self.keyLine)
        let event = ServiceEvent.slowingDown(seconds: 60)
        #expect(ServiceWait(event, now: Self.now) == ServiceWait(reason: .slowDown, until: Self.now.addingTimeInterval(60)))
    }

    @Test func detailsShowWhatTheListLeavesOut() async {
        var repository = Self.repository(1, "alpha", description: String(repeating: "long words ", count: 20))
        repository.topics = ["swift", "cli"]
        repository.homepage = "https://alpha.example"
        repository.archived = true
        repository.isFork = true
        repository.license = .init(name: "MIT License", spdxID: "MIT")
        let (browser, _) = await Self.browser([.success([repository])])
        _ = browser.handle(.character("i"))
        let screen = browser.screen(tick: 0)
        let text = (screen.lines ?? []).joined(separator: "\n")
        #expect(screen.title == "o/alpha")
        #expect(text.contains("Topics       swift, cli"))
        #expect(text.contains("Homepage     https://alpha.example"))
        #expect(text.contains("License      MIT License"))
        #expect(text.contains("Kind         public, fork, archived (read-only)"))
        // The whole description, wrapped within the width.
        #expect((screen.lines ?? []).allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(text.replacingOccurrences(of: "\n             ", with: " ").contains(repository.description ?? "-"))
        _ = browser.handle(.escape)
        #expect(browser.screen(tick: 0).title.hasPrefix("o — 1 repository"))
    }

    /// A commit is laid out off the main actor: until it is, the screen says so and keys are
    /// answered at once; then it is drawn, searched, and walked file by file.
    @Test func aCommitIsLaidOutOffTheMainActorThenSearchedByFile() async throws {
        let gate = DispatchSemaphore(value: 0)
        let repository = Self.repository(1, "alpha")
        let model = CommitDetailViewModel(owner: "o", repo: "alpha", ref: "d4049f4", source: Self.answers([]), now: { Self.now })
        let state = CommitScreenState(repository: repository, model: model) { _, _, _ in
            // Bounded so a test that fails before opening the gate does not leave a thread waiting
            // for ever; the lines then say why, and the test's expectations fail on them.
            guard gate.wait(timeout: .now() + 300) == .success else { return LaidOutDiff(header: ["the test never opened the layout's gate"]) }
            return LaidOutDiff(
                header: ["commit d4049f4", "", "diff --git a/a.swift b/a.swift", "+retry", "diff --git a/b.swift b/b.swift", "+more retry"]
                    + Array(repeating: "", count: 40))
        }
        let laidOut = Locked(0)
        let token = state.changes.sink { laidOut.withLock { $0 += 1 } }
        await model.load()
        let context = ScreenContext(width: 80, height: 10, web: WebPages(apiURL: URL(string: "https://api.github.com")!))
        #expect(state.screen(context).lines == ["  Laying out 1 file…"])
        // Keys are answered while the layout runs.
        #expect(state.update(.character("j"), context: context).isEmpty)
        #expect(state.update(.character("o"), context: context) == [.openURL(URL(string: "https://github.com/o/alpha/commit/d4049f4")!)])
        let before = laidOut.withLock { $0 }
        gate.signal()
        #expect(await eventually { laidOut.withLock { $0 } != before })
        #expect(state.screen(context).lines?.first == "commit d4049f4")
        _ = state.update(.character("]"), context: context)
        #expect(state.top == 2)
        _ = state.update(.character("]"), context: context)
        #expect(state.top == 4)
        _ = state.update(.character("["), context: context)
        #expect(state.top == 2)
        _ = state.update(.character("/"), context: context)
        for key in "more" { _ = state.update(.character(key), context: context) }
        _ = state.update(.enter, context: context)
        #expect(state.top == 5)
        // The one match: `n` goes round to it again, and says so.
        #expect(state.update(.character("n"), context: context) == [.note("search wrapped to the top")])
        #expect(state.top == 5)
        #expect(state.screen(context).position == "13/46 · match 1/1")
        // Esc clears the search before it goes back.
        #expect(state.update(.escape, context: context).isEmpty)
        #expect(state.update(.escape, context: context) == [.back])
        token.cancel()
    }
}
