import Foundation
import Models
import Reactive
import Service

/// Where repository listings come from: the GitHub service, or a stub in tests.
public protocol RepositorySource: Sendable {
    /// The repositories of `owner` (an org, or a user).
    func repositories(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<PagedList<Repository>, GitHubError>
    /// The same repositories page by page, in order, for output that streams.
    func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<[Repository], GitHubError>
}

extension RepositorySource {
    /// One page holding the whole listing, for sources that do not page.
    public func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<[Repository], GitHubError> {
        repositories(owner: owner, query: query, limit: limit).map(\.items).eraseToAnyPublisher()
    }
}

/// Where commits come from: the GitHub service, or a stub in tests.
public protocol CommitSource: Sendable {
    /// A repository's commits.
    func commits(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<PagedList<Commit>, GitHubError>
    /// One commit with all its files.
    func commit(owner: String, repo: String, ref: String) -> AnyPublisher<CommitDetail, GitHubError>
}

extension GitHubService: RepositorySource, CommitSource {}

/// Where an organization's activity comes from: the GitHub service, or a stub in tests.
public protocol ActivitySource: Sendable {
    /// The repositories of `owner` pushed since `since`, with their commits in the window.
    func activity(owner: String, since: Date, until: Date?) -> AnyPublisher<OrganizationActivity, GitHubError>
}

extension GitHubService: ActivitySource {}
