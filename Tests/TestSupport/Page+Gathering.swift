import Foundation
import Models
import Reactive
import Service

extension Page {
    /// Every page of `pages` as one: their items in order, and whether the last said more exist.
    /// What the service tests gather a listing into, to assert on it whole; the bytes are let go.
    public static func gathering(_ pages: AnyPublisher<Page, GitHubError>) -> AnyPublisher<Page, GitHubError> {
        pages
            .map { Page(items: $0.items, bytes: Data(), hasMore: $0.hasMore) }
            .collect()
            .map { pages in Page(items: pages.flatMap(\.items), bytes: Data(), hasMore: pages.last?.hasMore ?? false) }
            .eraseToAnyPublisher()
    }
}

extension GitHubService {
    /// The repositories of `owner` gathered whole, for tests of the service.
    public func repositories(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<Page<Repository>, GitHubError> {
        Page.gathering(repositoryPages(owner: owner, query: query, limit: limit))
    }

    /// The commits of `owner/repo` gathered whole, for tests of the service.
    public func commits(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<Page<Commit>, GitHubError> {
        Page.gathering(commitPages(owner: owner, repo: repo, query: query, limit: limit))
    }
}
