import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

@testable import CLI

/// The browse driver on a `TestScheduler` with a recording terminal: frames coalesced, a burst
/// of resizes drawn once, the Esc pause, the spinner subscribed only while something loads, and
/// the accessible mode's plain lines.
@MainActor
@Suite struct TerminalDriverTests {
    /// A terminal that records what is written to it.
    final class RecordingTerminal: TerminalPort {
        var writes: [String] = []
        var suspensions = 0
        var size: (width: Int, height: Int)? = (60, 12)
        func enter() -> Bool { true }
        func restore() {}
        func reenter() {}
        func suspend() { suspensions += 1 }
        func write(_ bytes: [UInt8]) { writes.append(String(decoding: bytes, as: UTF8.self)) }
    }

    nonisolated static let now = FixedMoment.shortlyAfterMidnight

    @MainActor
    struct Rig {
        let driver: TerminalDriver<TestScheduler>
        let terminal: RecordingTerminal
        let scheduler: TestScheduler
        /// Repositories that arrive when the test sends them.
        let pages: PassthroughSubject<Page<Repository>, GitHubError>
        let model: RepositoryListViewModel
        var ended: [Int32] { endings.withLock { $0 } }
        let endings = Locked<[Int32]>([])

        /// Sends the repositories and lets the main queue deliver them.
        func arrive(_ names: [String]) async {
            let items = names.enumerated().map { Repository(id: Int64($0 + 1), name: $1, fullName: "o/\($1)", owner: User(login: "o"), language: "Swift") }
            pages.send(Page(items: items, bytes: Data(), hasMore: false))
            pages.send(completion: .finished)
            await model.feed.loaded()
            scheduler.advance(by: .milliseconds(16))
        }
    }

    static func rig(accessible: Bool = false) -> Rig {
        let pages = PassthroughSubject<Page<Repository>, GitHubError>()
        let source = StubSource(repositories: [.sent(pages)])
        let scheduler = TestScheduler()
        let model = RepositoryListViewModel(options: RepositoryListOptions(owner: "o", sort: .pushed, limit: nil), source: source, now: { now })
        let first = RepositoriesScreenState(owner: "o", model: model) { $0.browse(debounce: .milliseconds(1), scheduler: ImmediateScheduler.shared) }
        let environment = BrowseEnvironment(
            commits: source, files: StubFileSource(), refs: StubFileSource(), comparisons: StubFileSource(), web: WebPages(apiURL: URL(fileURLWithPath: "/")),
            now: { now }, color: false, filterPause: .milliseconds(1), scheduler: ImmediateScheduler.shared, describe: { error, _ in "\(error)" })
        let browser = Browser(first: first, environment: environment, size: (60, 12))
        let terminal = RecordingTerminal()
        let driver = TerminalDriver(
            browser: browser, port: terminal, scheduler: scheduler, color: false, accessible: accessible,
            webBrowser: WebBrowser(environment: [:], wait: { _ in Empty().eraseToAnyPublisher() }))
        let rig = Rig(driver: driver, terminal: terminal, scheduler: scheduler, pages: pages, model: model)
        driver.onEnd = { code in rig.endings.withLock { $0.append(code) } }
        driver.begin()
        return rig
    }

    @Test func keysWithinAFrameAreDrawnOnceAndOnlyTheirLines() async {
        let rig = Self.rig()
        await rig.arrive(["alpha", "beta", "gamma", "delta"])
        let before = rig.terminal.writes.count
        for _ in 0..<3 { rig.driver.input(Array("j".utf8)) }
        #expect(rig.terminal.writes.count == before)
        rig.scheduler.advance(by: .milliseconds(16))
        #expect(rig.terminal.writes.count == before + 1)
        // A diff: the title's position and the rows that changed, never the whole screen.
        let frame = rig.terminal.writes.last ?? ""
        #expect(!frame.contains("\u{1B}[2J"))
        #expect(frame.contains("▌delta"))
        #expect(frame.contains("4/4"))
    }

    @Test func aBurstOfResizesIsOneFullFrame() async {
        let rig = Self.rig()
        await rig.arrive(["alpha"])
        rig.scheduler.advance(by: .seconds(1))
        let before = rig.terminal.writes.count
        for width in [40, 50, 70] {
            rig.terminal.size = (width, 10)
            rig.driver.received(signal: SIGWINCH)
        }
        rig.scheduler.advance(by: .milliseconds(16))
        #expect(rig.terminal.writes.count == before + 1)
        let frame = rig.terminal.writes.last ?? ""
        #expect(frame.hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(frame.contains("\u{1B}[10;1H") && !frame.contains("\u{1B}[11;1H"))
    }

    @Test func theSpinnerTicksOnlyWhileLoading() async {
        let rig = Self.rig()
        #expect(rig.driver.isSpinning)
        let before = rig.terminal.writes.count
        rig.scheduler.advance(by: .milliseconds(1_000))
        #expect(rig.terminal.writes.count == before + 10)
        await rig.arrive(["alpha"])
        rig.scheduler.advance(by: .milliseconds(100))
        #expect(!rig.driver.isSpinning)
        let idle = rig.terminal.writes.count
        rig.scheduler.advance(by: .seconds(60))
        #expect(rig.terminal.writes.count == idle)
    }

    @Test func rowsThatArriveJustAfterASpinnerTickAreDrawnAtOnce() async {
        let rig = Self.rig()
        rig.scheduler.advance(by: .milliseconds(100))
        let ticked = rig.terminal.writes.count
        // The first page comes 1 ms after the tick: no frame interval to wait out.
        rig.scheduler.advance(by: .milliseconds(1))
        let items = [Repository(id: 1, name: "alpha", fullName: "o/alpha", owner: User(login: "o"))]
        rig.pages.send(Page(items: items, bytes: Data(), hasMore: false))
        await Task.yield()
        for _ in 0..<100 where !rig.model.visible.contains(where: { $0.name == "alpha" }) { await Task.yield() }
        rig.scheduler.advance()
        #expect(rig.terminal.writes.count == ticked + 1)
        #expect(rig.terminal.writes.last?.contains("alpha") == true)
    }

    @Test func aLoneEscWaitsOutThePauseAndCtrlZSuspends() async {
        let rig = Self.rig()
        await rig.arrive(["alpha"])
        rig.driver.input([0x1B])
        rig.driver.input(Array("/".utf8))
        rig.driver.input([0x71])  // q, typed into the filter: not a quit
        #expect(rig.ended.isEmpty)
        rig.driver.input([0x1B])
        rig.scheduler.advance(by: .milliseconds(29))
        rig.driver.input([0x71])
        #expect(rig.ended.isEmpty)
        rig.driver.input([0x1A])
        #expect(rig.terminal.suspensions == 1)
        rig.driver.received(signal: SIGTSTP)
        #expect(rig.terminal.suspensions == 2)
        rig.driver.received(signal: SIGTERM)
        #expect(rig.ended == [143])
    }

    @Test func theAccessibleModeWritesPlainLinesOnly() async {
        let rig = Self.rig(accessible: true)
        await rig.arrive(["alpha", "beta"])
        rig.driver.input(Array("j".utf8))
        rig.scheduler.advance(by: .milliseconds(16))
        rig.driver.input(Array("/".utf8))
        rig.scheduler.advance(by: .milliseconds(16))
        rig.driver.input(Array("b".utf8))
        rig.scheduler.advance(by: .milliseconds(16))
        let text = rig.terminal.writes.joined()
        #expect(!text.contains("\u{1B}") && !text.contains("⠋") && !text.contains("▌"))
        #expect(
            text.components(separatedBy: "\n").filter { !$0.isEmpty } == [
                "o — loading repositories · by pushed, loading",
                "o — 2 repositories · by pushed",
                "1 of 2: alpha — Swift, 0 stars",
                "2 of 2: beta — Swift, 0 stars",
                "Filter: ",
                "o — 1 of 2 repositories · by pushed · filter \"b\"",
                "1 of 1: beta — Swift, 0 stars",
                "Filter: b",
            ])
        #expect(!rig.driver.isSpinning)
    }
}
