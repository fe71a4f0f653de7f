import Foundation
import Models
import Reactive
import Service
import Testing
import ViewModels
import Views

/// The browse screens' state without a terminal: keys to effects, the help overlay, the
/// rate-limit countdown, the error line.
@MainActor
@Suite struct BrowserTests {
    struct Nothing: RepositorySource, CommitSource {
        let failure: GitHubError?
        func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<Page<Repository>, GitHubError> {
            failure.map { Fail(error: $0).eraseToAnyPublisher() } ?? Empty().eraseToAnyPublisher()
        }
        func commitPages(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<Page<Commit>, GitHubError> {
            Empty().eraseToAnyPublisher()
        }
        func commitPagesOnDemand(owner: String, repo: String, query: CommitQuery) -> AnyPublisher<Page<Commit>, GitHubError> {
            Empty().eraseToAnyPublisher()
        }
        func commit(owner: String, repo: String, ref: String) -> AnyPublisher<CommitPages, GitHubError> {
            Empty().eraseToAnyPublisher()
        }
    }

    nonisolated static let now = Date(timeIntervalSince1970: 1_796_000_000)

    static func browser(failure: GitHubError? = nil) -> Browser {
        let source = Nothing(failure: failure)
        let model = RepositoryListViewModel(options: RepositoryListOptions(owner: "o", sort: .pushed, limit: nil), source: source, now: { now })
        return Browser(
            owner: "o", repositories: model,
            factories: Browser.Factories(
                commits: { owner, repo in CommitListViewModel(options: CommitListOptions(owner: owner, repo: repo, limit: nil), source: source, now: { now }) },
                commit: { owner, repo, sha in CommitDetailViewModel(owner: owner, repo: repo, ref: sha, source: source, now: { now }) }),
            size: (80, 24), now: { now },
            startBrowsing: { repositories, commits in
                repositories?.browse(debounce: .milliseconds(1), scheduler: ImmediateScheduler.shared)
                commits?.browse(debounce: .milliseconds(1), scheduler: ImmediateScheduler.shared)
            },
            commitText: { _, _ in [] })
    }

    @Test func keysBecomeEffectsAndTheHelpOverlayClosesOnAnyKey() {
        let browser = Self.browser()
        #expect(browser.handle(.character("?")) == nil)
        #expect(browser.screen(tick: 0).showsHelp)
        // Any key closes the overlay, and does nothing else.
        #expect(browser.handle(.character("q")) == nil)
        #expect(!browser.screen(tick: 0).showsHelp)
        #expect(browser.handle(.character("q")) == .quit)
        #expect(browser.handle(.control("c")) == .interrupt)
    }

    @Test func aRateLimitWaitIsACountdownOnTheBottomLine() {
        let browser = Self.browser()
        browser.waiting(until: Self.now.addingTimeInterval(41))
        #expect(browser.screen(tick: 0).footer == .error("rate limited; retrying in 0:41 — esc to go back, q to quit"))
        browser.waiting(until: Self.now.addingTimeInterval(-1))
        #expect(browser.screen(tick: 0).footer == .keys("↑↓ move  ⏎ open  / filter  s sort  o browser  y copy  r refresh  ? help  q quit"))
    }

    @Test func aFailureTakesTheBottomLineAndNeverEndsTheSession() async {
        let browser = Self.browser(failure: .server(status: 502, message: "Bad Gateway"))
        browser.start()
        for _ in 0..<200 where browser.screen(tick: 0).footer == .keys("↑↓ move  ⏎ open  / filter  s sort  o browser  y copy  r refresh  ? help  q quit") {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        guard case .error(let line) = browser.screen(tick: 0).footer else {
            Issue.record("no error line: \(browser.screen(tick: 0).footer)")
            return
        }
        #expect(line.hasSuffix("— r to retry, esc to go back"))
        // Keys still work: the session goes on.
        #expect(browser.handle(.character("j")) == nil)
        #expect(browser.handle(.character("q")) == .quit)
    }
}
