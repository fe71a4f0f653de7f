import Foundation
import Models
import Reactive

/// The GitHub REST client of `repos`: each call returns a publisher of typed values, fetching all
/// the pages it needs. Listings and commits here; a repository's contents and an organization's
/// activity in their own files.
public final class GitHubService: Sendable {
    let configuration: ServiceConfiguration
    let paginator: Paginator

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - transport: the network, or a test double.
    ///   - retry: when failed requests are tried again.
    ///   - clock: now, and the waits between attempts (the run's; a test's is virtual).
    ///   - events: told about each request, retry and wait.
    public init(
        configuration: ServiceConfiguration,
        transport: any HTTPTransport,
        retry: RetryPolicy = RetryPolicy(),
        clock: ServiceClock,
        events: (@Sendable (ServiceEvent) -> Void)? = nil
    ) {
        self.configuration = configuration
        let fetcher = PageFetcher(configuration: configuration, transport: transport, retry: retry, clock: clock, events: events)
        paginator = Paginator(fetcher: fetcher, maxConcurrentPages: configuration.maxConcurrentPages, maxRevalidations: configuration.maxRevalidations)
    }

    /// The repositories of `owner` page by page, in order, at most `limit` in all, each page with
    /// GitHub's bytes: memory stays flat however large the org for a receiver that lets each
    /// page go. Falls back to the user when the first page is a 404.
    public func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<Page<Repository>, GitHubError> {
        Self.organizationOrUser(owner, query: Self.sized(query, limit: limit)) { [self] endpoint in stream(endpoint, limit: limit) }
    }

    /// The rest of a listing from `next`, the `next` link of the last page held: a load that
    /// failed part way resumes there instead of asking again for the pages it has. The pages
    /// after it are planned from its own links, as from a first page.
    public func pages<Item: Decodable & Sendable>(continuingAt next: URL, of item: Item.Type) -> AnyPublisher<Page<Item>, GitHubError> {
        paginator.pageStream(from: next, as: [Item].self, endpoint: next.path, limit: nil) { $0.count }
            .map { page in
                Page(
                    items: page.body, bytes: page.bytes, hasMore: page.links.next != nil, links: page.links, source: page.source,
                    expectedCount: Self.expectedCount(page.links, perPage: page.body.count))
            }
            .eraseToAnyPublisher()
    }

    /// The commits of `owner/repo` page by page, newest first, each page with GitHub's bytes; an
    /// empty repository is no page at all.
    public func commitPages(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<Page<Commit>, GitHubError> {
        var pageQuery = query
        pageQuery.perPage = GitHubEndpoint.pageSize(showing: limit, asked: query.perPage)
        return Self.emptyRepositoryIs(Empty().eraseToAnyPublisher(), stream(.commits(owner: owner, repo: repo, query: pageQuery), limit: limit))
    }

    /// The commits of `owner/repo` one page per unit of demand, newest first: a page is requested
    /// only when the subscriber asks for one more (`Subscribers.Demand`), so a repository with a
    /// million commits costs what is asked for. Pages are walked by `next` (`PageWalk`, with its
    /// loop and page-cap refusals); an empty repository is no page at all.
    public func commitPagesOnDemand(owner: String, repo: String, query: CommitQuery) -> AnyPublisher<Page<Commit>, GitHubError> {
        let endpoint = GitHubEndpoint.commits(owner: owner, repo: repo, query: query)
        let pages = at(endpoint) { [paginator] url in
            paginator.pagesOnDemand(from: url, as: [Commit].self, endpoint: endpoint.summary)
                .map { page in
                    Page(
                        items: page.body, bytes: page.bytes, hasMore: page.links.next != nil, links: page.links, source: page.source,
                        expectedCount: Self.expectedCount(page.links, perPage: page.body.count))
                }
                .eraseToAnyPublisher()
        }
        return Self.emptyRepositoryIs(Empty().eraseToAnyPublisher(), pages)
    }

    /// A repository's branches, tags or releases page by page, in GitHub's order, at most `limit`.
    public func refPages<Item: Decodable & Sendable>(
        _ kind: GitHubEndpoint.RefKind, of item: Item.Type, owner: String, repo: String, limit: Int?
    ) -> AnyPublisher<Page<Item>, GitHubError> {
        stream(.refs(kind, owner: owner, repo: repo, perPage: GitHubEndpoint.pageSize(showing: limit)), limit: limit)
    }

    /// One commit with all its changed files: GitHub pages files 300 at a time (up to 3,000); the
    /// pages are fetched and their files merged, with stats from the first page.
    public func commit(owner: String, repo: String, ref: String) -> AnyPublisher<CommitPages, GitHubError> {
        pagedObject(.commit(owner: owner, repo: repo, ref: ref), as: CommitDetail.self, count: { $0.files.count }, merge: CommitPages.merging)
    }

    /// `head` compared with `base` in `owner/repo`: every page of its commits, and GitHub's bytes
    /// of each page.
    public func compare(owner: String, repo: String, base: String, head: String) -> AnyPublisher<ComparisonPages, GitHubError> {
        pagedObject(
            .compare(owner: owner, repo: repo, base: base, head: head), as: Comparison.self, count: { $0.commits.count }, merge: ComparisonPages.merging)
    }

    /// One object GitHub sends over pages (a commit's files, a comparison's commits): every page
    /// of `endpoint` read, then put together by `merge` from the pages decoded and their bytes.
    private func pagedObject<Body: Decodable & Sendable, Merged: Sendable>(
        _ endpoint: GitHubEndpoint, as body: Body.Type, count: @escaping @Sendable (Body) -> Int,
        merge: @escaping @Sendable ([Body], [Data]) -> Merged?
    ) -> AnyPublisher<Merged, GitHubError> {
        at(endpoint) { [paginator] url in
            paginator.pageStream(from: url, as: Body.self, endpoint: endpoint.summary, limit: nil, count: count)
                .collect()
                .tryMap { pages -> Merged in
                    guard let merged = merge(pages.map(\.body), pages.map(\.bytes)) else {
                        throw GitHubError.undecodable(endpoint: endpoint.summary, path: "", reason: "no pages")
                    }
                    return merged
                }
                .mapToGitHubError(endpoint: endpoint.summary)
                .eraseToAnyPublisher()
        }
    }

    /// The pages of `endpoint` in order, cut to `limit` items in all.
    func stream<Item: Decodable & Sendable>(_ endpoint: GitHubEndpoint, limit: Int?) -> AnyPublisher<Page<Item>, GitHubError> {
        let sent = Locked(0)
        return at(endpoint) { [paginator] url in
            paginator.pageStream(from: url, as: [Item].self, endpoint: endpoint.summary, limit: limit) { $0.count }
                .map { page in
                    let hasNext = page.links.next != nil
                    let expected = Self.expectedCount(page.links, perPage: page.body.count)
                    guard let limit else {
                        return Page(items: page.body, bytes: page.bytes, hasMore: hasNext, links: page.links, source: page.source, expectedCount: expected)
                    }
                    let kept = sent.withLock { count -> [Item] in
                        let kept = Array(page.body.prefix(max(0, limit - count)))
                        count += kept.count
                        return kept
                    }
                    return Page(
                        items: kept, bytes: page.bytes, hasMore: hasNext || kept.count < page.body.count, links: page.links, source: page.source,
                        expectedCount: expected.map { min($0, limit) })
                }
                .eraseToAnyPublisher()
        }
    }

    /// `make`'s publisher for the URL of `endpoint` on the configured API, or an `.invalidURL`
    /// failure when the endpoint makes no URL there: the one place that guard is written.
    func at<Output>(_ endpoint: GitHubEndpoint, _ make: (URL) -> AnyPublisher<Output, GitHubError>) -> AnyPublisher<Output, GitHubError> {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
            return Fail(error: .invalidURL(endpoint.path)).eraseToAnyPublisher()
        }
        return make(url)
    }

    /// `publisher`, with GitHub's 409 for a repository without commits answered by `empty`
    /// (no page, or no commits): the one place the empty-repository rule is written.
    static func emptyRepositoryIs<Output>(
        _ empty: AnyPublisher<Output, GitHubError>, _ publisher: AnyPublisher<Output, GitHubError>
    ) -> AnyPublisher<Output, GitHubError> {
        publisher
            .catch { error -> AnyPublisher<Output, GitHubError> in
                guard case .emptyRepository = error else { return Fail(error: error).eraseToAnyPublisher() }
                return empty
            }
            .eraseToAnyPublisher()
    }

    /// About how many items a listing holds: its `last` page number times the size of a page
    /// that is not the last (GitHub's pages before the last are full).
    private static func expectedCount(_ links: LinkHeader, perPage: Int) -> Int? {
        guard perPage > 0, let last = links.last.flatMap(LinkHeader.pageNumber(of:)) else { return nil }
        let (product, overflow) = last.multipliedReportingOverflow(by: perPage)
        return overflow ? nil : product
    }

    /// `query` asking for no more per page than the limit needs.
    private static func sized(_ query: RepositoryQuery, limit: Int?) -> RepositoryQuery {
        var sized = query
        sized.perPage = GitHubEndpoint.pageSize(showing: limit, asked: query.perPage)
        return sized
    }

    /// `owner`'s repositories fetched by `fetch` as an organization's, or, when GitHub answers
    /// 404, as a user's (the user endpoint knows fewer types): the one place the org→user
    /// fallback is written.
    static func organizationOrUser<Output>(
        _ owner: String, query: RepositoryQuery, fetch: @escaping @Sendable (GitHubEndpoint) -> AnyPublisher<Output, GitHubError>
    ) -> AnyPublisher<Output, GitHubError> {
        fetch(.organizationRepositories(org: owner, query: query))
            .catch { error -> AnyPublisher<Output, GitHubError> in
                guard case .notFound = error else { return Fail(error: error).eraseToAnyPublisher() }
                return fetch(.userRepositories(user: owner, query: userQuery(query)))
            }
            .eraseToAnyPublisher()
    }

    /// The user endpoint knows fewer types: org-only ones fall back to GitHub's default.
    private static func userQuery(_ query: RepositoryQuery) -> RepositoryQuery {
        var user = query
        if let type = query.type, ![.all, .member].contains(type) { user.type = nil }
        return user
    }
}
