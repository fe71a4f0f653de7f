import Models
import Reactive
import Service

/// Where one pull request or issue and its parts come from: the GitHub service, or a stub.
public protocol WorkDetailSource: Sendable {
    /// One pull request in full, asked at most `asks` times while GitHub computes its
    /// mergeability.
    func pullRequest(owner: String, repo: String, number: Int, asks: Int) -> AnyPublisher<Fetched<PullRequest>, GitHubError>
    /// One issue.
    func issue(owner: String, repo: String, number: Int) -> AnyPublisher<Fetched<Issue>, GitHubError>
    /// Every item of one part (reviews, comments, files).
    func part<Item: Decodable & Sendable>(
        _ part: GitHubEndpoint.WorkPart, of item: Item.Type, owner: String, repo: String, number: Int
    ) -> AnyPublisher<[Item], GitHubError>
    /// What CI says of a commit.
    func checks(owner: String, repo: String, ref: String) -> AnyPublisher<CommitChecks, GitHubError>
}

extension GitHubService: WorkDetailSource {}
