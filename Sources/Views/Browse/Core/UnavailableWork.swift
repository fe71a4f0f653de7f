import Models
import Reactive
import Service
import ViewModels

/// What a browse screen of pull requests, issues or events reads when the composition root
/// registered no source for them: every request fails at once, which the screen shows.
struct UnavailableWork: WorkSource, WorkDetailSource, EventSource {
    private func none<Output>() -> AnyPublisher<Output, GitHubError> { Fail(error: .noResult).eraseToAnyPublisher() }

    func pullRequestSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<WorkSweepEvent<PullRequest>, GitHubError> {
        none()
    }
    func issueSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<WorkSweepEvent<Issue>, GitHubError> { none() }
    func searchIssues(_ query: String) -> AnyPublisher<SearchPage, GitHubError> { none() }
    func eventPoll(_ feed: EventFeed) -> AnyPublisher<EventPoll, GitHubError> { none() }
    func authenticatedUser() -> AnyPublisher<User, GitHubError> { none() }
    func pullRequest(owner: String, repo: String, number: Int, asks: Int) -> AnyPublisher<Fetched<PullRequest>, GitHubError> { none() }
    func issue(owner: String, repo: String, number: Int) -> AnyPublisher<Fetched<Issue>, GitHubError> { none() }
    func part<Item: Decodable & Sendable>(
        _ part: GitHubEndpoint.WorkPart, of item: Item.Type, owner: String, repo: String, number: Int
    ) -> AnyPublisher<[Item], GitHubError> { none() }
    func checks(owner: String, repo: String, ref: String) -> AnyPublisher<CommitChecks, GitHubError> { none() }
}
