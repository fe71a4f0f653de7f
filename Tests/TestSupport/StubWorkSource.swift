import Foundation
import Models
import Reactive
import Service
import ViewModels

/// Pull requests and their parts from memory, for view models and screens tested without a
/// server: a sweep is one plan then an answer per repository, in name order; every pull request
/// has the same reviews and checks; which heads' checks were asked is recorded.
public final class StubWorkSource: WorkSource, WorkDetailSource, Sendable {
    /// The pull requests, by `owner/name`.
    public let pulls: [String: [PullRequest]]
    /// The token's login.
    public let me: String
    /// How many times the login was asked for.
    public let meAsked = Locked(0)
    /// The refs whose checks were asked for, in order.
    public let checked = Locked<[String]>([])
    /// The reviews every pull request has.
    public let reviews: [Review]
    /// The checks every head has.
    public let checks: CommitChecks

    /// A source of `pulls`.
    public init(pulls: [String: [PullRequest]], me: String = "ana", reviews: [Review] = [], checks: CommitChecks = CommitChecks(runs: [], statuses: [])) {
        (self.pulls, self.me, self.reviews, self.checks) = (pulls, me, reviews, checks)
    }

    /// One plan, then each repository's pull requests.
    public func pullRequestSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<
        WorkSweepEvent<PullRequest>, GitHubError
    > {
        let names = pulls.keys.sorted()
        let plan = WorkSweepEvent<PullRequest>.planned(WorkPlan(target: .owner("acme"), listed: 10, asked: names, skippedEmpty: 7, skippedArchived: 1))
        let answers = names.map { name in
            let items = pulls[name] ?? []
            return WorkSweepEvent<PullRequest>.answered(
                RepositoryWork(repository: name, items: items, documents: items.map { Data("{\"number\":\($0.number)}".utf8) }))
        }
        return ([plan] + answers).publisher.setFailureType(to: GitHubError.self).eraseToAnyPublisher()
    }

    /// No issues.
    public func issueSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<WorkSweepEvent<Issue>, GitHubError> {
        Fail(error: .noResult).eraseToAnyPublisher()
    }

    /// No search.
    public func searchIssues(_ query: String) -> AnyPublisher<SearchPage, GitHubError> { Fail(error: .noResult).eraseToAnyPublisher() }

    /// The login, counted.
    public func authenticatedUser() -> AnyPublisher<User, GitHubError> {
        meAsked.withLock { $0 += 1 }
        return Just(User(login: me)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
    }

    /// The pull request of that number, from any repository of that name.
    public func pullRequest(owner: String, repo: String, number: Int, asks: Int) -> AnyPublisher<Fetched<PullRequest>, GitHubError> {
        guard let pull = pulls["\(owner)/\(repo)"]?.first(where: { $0.number == number }) else {
            return Fail(error: .notFound(message: "Not Found")).eraseToAnyPublisher()
        }
        return Just(Fetched(value: pull, bytes: Data("{}".utf8))).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
    }

    /// No issues.
    public func issue(owner: String, repo: String, number: Int) -> AnyPublisher<Fetched<Issue>, GitHubError> { Fail(error: .noResult).eraseToAnyPublisher() }

    /// The reviews for reviews; nothing else.
    public func part<Item: Decodable & Sendable>(
        _ part: GitHubEndpoint.WorkPart, of item: Item.Type, owner: String, repo: String, number: Int
    ) -> AnyPublisher<[Item], GitHubError> {
        Just((part == .reviews ? reviews as? [Item] : nil) ?? []).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
    }

    /// The checks, the ref recorded.
    public func checks(owner: String, repo: String, ref: String) -> AnyPublisher<CommitChecks, GitHubError> {
        checked.withLock { $0.append(ref) }
        return Just(checks).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
    }
}
