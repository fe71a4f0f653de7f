import Models
import Reactive
import Service

/// The items of a paginated listing, and whether GitHub has more than were fetched: what the
/// service tests gather a listing into, to assert on it whole.
public struct PagedList<Item: Sendable>: Sendable {
    /// The items, in the order GitHub sent them, at most the limit asked for.
    public var items: [Item]
    /// True when items exist beyond these (the limit stopped the fetch).
    public var hasMore: Bool

    /// Creates a list.
    public init(items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }

    /// The items of `pages`, gathered as they arrive; the bytes of each page are let go.
    public static func gathering(_ pages: AnyPublisher<Page<Item>, GitHubError>) -> AnyPublisher<PagedList, GitHubError> {
        pages
            .map { PagedList(items: $0.items, hasMore: $0.hasMore) }
            .collect()
            .map { lists in PagedList(items: lists.flatMap(\.items), hasMore: lists.last?.hasMore ?? false) }
            .eraseToAnyPublisher()
    }
}

extension PagedList: Equatable where Item: Equatable {}

extension GitHubService {
    /// The repositories of `owner` gathered whole, for tests of the service.
    public func repositories(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<PagedList<Repository>, GitHubError> {
        PagedList.gathering(repositoryPages(owner: owner, query: query, limit: limit))
    }

    /// The commits of `owner/repo` gathered whole, for tests of the service.
    public func commits(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<PagedList<Commit>, GitHubError> {
        PagedList.gathering(commitPages(owner: owner, repo: repo, query: query, limit: limit))
    }
}
