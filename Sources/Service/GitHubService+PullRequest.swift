import Foundation
import Models
import Reactive

extension GitHubService {
    /// One pull request in full, and GitHub's bytes of it. While GitHub answers an open one with
    /// `mergeable: null` (it computes mergeability in the background), it is asked again, as long
    /// as `RetryPolicy.mergeabilityWait` says: at most `Limit.mergeabilityAsks` asks in all, each
    /// conditional; the last answer is handed up whatever it says.
    /// `asks` lowers the bound (1: the first answer, whatever it says).
    public func pullRequest(
        owner: String, repo: String, number: Int, asks: Int = Limit.mergeabilityAsks.value
    ) -> AnyPublisher<Fetched<PullRequest>, GitHubError> {
        asked(owner: owner, repo: repo, number: number, ask: 1, asks: asks)
    }

    private func asked(owner: String, repo: String, number: Int, ask: Int, asks: Int) -> AnyPublisher<Fetched<PullRequest>, GitHubError> {
        let (retry, clock) = (paginator.fetcher.retry, paginator.fetcher.clock)
        let fetched: AnyPublisher<Fetched<PullRequest>, GitHubError> = object(.pullRequest(owner: owner, repo: repo, number: number))
        return fetched.flatMap(maxPublishers: .max(1)) { [self] answer -> AnyPublisher<Fetched<PullRequest>, GitHubError> in
            let computing = answer.value.mergeable == nil && answer.value.state == "open"
            guard computing, ask < asks, let wait = retry.mergeabilityWait(afterAsk: ask) else {
                return Just(answer).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
            }
            return clock.wait(wait).setFailureType(to: GitHubError.self)
                .flatMap(maxPublishers: .max(1)) { self.asked(owner: owner, repo: repo, number: number, ask: ask + 1, asks: asks) }
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// One issue (or a pull request as an issue), and GitHub's bytes of it.
    public func issue(owner: String, repo: String, number: Int) -> AnyPublisher<Fetched<Issue>, GitHubError> {
        object(.issue(owner: owner, repo: repo, number: number))
    }

    /// Every item of one part of a pull request or issue (its reviews, comments or files), every
    /// page read, in GitHub's order; at most `Limit.itemsPerListing`.
    public func part<Item: Decodable & Sendable>(
        _ part: GitHubEndpoint.WorkPart, of item: Item.Type, owner: String, repo: String, number: Int
    ) -> AnyPublisher<[Item], GitHubError> {
        stream(.workPart(part, owner: owner, repo: repo, number: number), limit: Limit.itemsPerListing.value)
            .map(\.items)
            .collect()
            .map { $0.flatMap { $0 } }
            .eraseToAnyPublisher()
    }

    /// What CI says of `ref`: its check runs, every page, and its combined legacy statuses.
    public func checks(owner: String, repo: String, ref: String) -> AnyPublisher<CommitChecks, GitHubError> {
        let runs = at(.checkRuns(owner: owner, repo: repo, ref: ref)) { [paginator] url in
            paginator.pageStream(from: url, as: CheckRuns.self, endpoint: GitHubEndpoint.checkRuns(owner: owner, repo: repo, ref: ref).summary, limit: nil) {
                $0.checkRuns.count
            }
            .map(\.body.checkRuns)
            .collect()
            .map { $0.flatMap { $0 } }
            .eraseToAnyPublisher()
        }
        let statuses: AnyPublisher<Fetched<CombinedStatus>, GitHubError> = object(.combinedStatus(owner: owner, repo: repo, ref: ref))
        return runs.flatMap(maxPublishers: .max(1)) { runs in
            statuses.map { CommitChecks(runs: runs, statuses: $0.value.statuses) }
        }
        .eraseToAnyPublisher()
    }
}
