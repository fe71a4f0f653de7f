import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels

/// One pull request's state without a terminal: what the cache holds is shown before GitHub
/// answers, then GitHub's answer in its place.
@MainActor
@Suite struct WorkDetailViewModelTests {
    nonisolated static let now = FixedMoment.noon

    /// A source whose pull request answers only when the test sends it.
    final class HeldSource: WorkDetailSource, Sendable {
        let answer = PassthroughSubject<Fetched<PullRequest>, GitHubError>()
        let asks = Locked<[Int]>([])

        func pullRequest(owner: String, repo: String, number: Int, asks: Int) -> AnyPublisher<Fetched<PullRequest>, GitHubError> {
            self.asks.withLock { $0.append(asks) }
            return answer.eraseToAnyPublisher()
        }
        func issue(owner: String, repo: String, number: Int) -> AnyPublisher<Fetched<Models.Issue>, GitHubError> {
            Fail(error: .noResult).eraseToAnyPublisher()
        }
        func part<Item: Decodable & Sendable>(
            _ part: GitHubEndpoint.WorkPart, of item: Item.Type, owner: String, repo: String, number: Int
        ) -> AnyPublisher<[Item], GitHubError> { Just([]).setFailureType(to: GitHubError.self).eraseToAnyPublisher() }
        func checks(owner: String, repo: String, ref: String) -> AnyPublisher<CommitChecks, GitHubError> {
            Just(CommitChecks(runs: [], statuses: [])).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
    }

    nonisolated static func pull(_ title: String) -> PullRequest {
        PullRequest(id: 1, number: 7, title: title, head: .init(ref: "x", sha: "abc1234"), base: .init(ref: "main"), createdAt: now, updatedAt: now)
    }

    @Test func theCachesAnswerIsShownFirstThenGitHubsInItsPlace() async throws {
        let cache = StubWorkSource(pulls: ["acme/ledger": [Self.pull("As cached")]])
        let network = HeldSource()
        let model = WorkDetailViewModel(owner: "acme", repo: "ledger", number: 7, isPullRequest: true, source: network, remembered: cache, now: { Self.now })
        let loading = Task { await model.load() }
        #expect(await eventually { model.detail?.pullRequest?.title == "As cached" && model.isRemembered })
        // The cache's answer is taken as it is; GitHub's may be asked again while it computes.
        #expect(await eventually { network.asks.withLock { $0 } == [Limit.mergeabilityAsks.value] })
        network.answer.send(Fetched(value: Self.pull("As GitHub has it"), bytes: Data("{}".utf8)))
        network.answer.send(completion: .finished)
        try await bounded("the load") { await loading.value }
        #expect(model.detail?.pullRequest?.title == "As GitHub has it")
        #expect(!model.isRemembered && model.error == nil)
    }
}
