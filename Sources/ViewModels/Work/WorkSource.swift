import Models
import Reactive
import Service

/// Where pull requests and issues come from: the GitHub service, or a stub in tests.
public protocol WorkSource: Sendable {
    /// The pull requests of `targets`, a repository's at a time as each answers.
    func pullRequestSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<
        WorkSweepEvent<PullRequest>, GitHubError
    >
    /// The issues of `targets`, pull requests left out, a repository's at a time.
    func issueSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<WorkSweepEvent<Issue>, GitHubError>
    /// The items matching a search query, page by page.
    func searchIssues(_ query: String) -> AnyPublisher<SearchPage, GitHubError>
    /// The account the token belongs to.
    func authenticatedUser() -> AnyPublisher<User, GitHubError>
}

extension GitHubService: WorkSource {}
