import Foundation
import Models
import Reactive

/// The GitHub REST client of `repos`: each call returns a publisher of typed values, fetching all
/// the pages it needs.
public final class GitHubService: Sendable {
    private let configuration: ServiceConfiguration
    private let fetcher: PageFetcher
    private let paginator: Paginator

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
        fetcher = PageFetcher(configuration: configuration, transport: transport, retry: retry, clock: clock, events: events)
        paginator = Paginator(fetcher: fetcher, maxConcurrentPages: configuration.maxConcurrentPages)
    }

    /// The repositories of `owner`, an organisation or, when no org has that name (404), a user.
    public func repositories(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<PagedList<Repository>, GitHubError> {
        let pageQuery = Self.sized(query, limit: limit)
        return list(.organizationRepositories(org: owner, query: pageQuery), of: Repository.self, limit: limit)
            .catch { [self] error -> AnyPublisher<PagedList<Repository>, GitHubError> in
                guard case .notFound = error else { return Fail(error: error).eraseToAnyPublisher() }
                return list(.userRepositories(user: owner, query: Self.userQuery(pageQuery)), of: Repository.self, limit: limit)
            }
            .eraseToAnyPublisher()
    }

    /// The repositories of `owner` page by page, in order, at most `limit` in all: for output that
    /// streams (NDJSON), so memory stays flat however large the org. Falls back to the user as
    /// `repositories` does when the first page is a 404.
    public func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<[Repository], GitHubError> {
        let pageQuery = Self.sized(query, limit: limit)
        return stream(.organizationRepositories(org: owner, query: pageQuery), limit: limit)
            .catch { [self] error -> AnyPublisher<[Repository], GitHubError> in
                guard case .notFound = error else { return Fail(error: error).eraseToAnyPublisher() }
                return stream(.userRepositories(user: owner, query: Self.userQuery(pageQuery)), limit: limit)
            }
            .eraseToAnyPublisher()
    }

    /// The commits of `owner/repo`, newest first; an empty repository is an empty list.
    public func commits(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<PagedList<Commit>, GitHubError> {
        var pageQuery = query
        pageQuery.perPage = min(query.perPage, limit.map { max(1, $0) } ?? 100)
        return list(.commits(owner: owner, repo: repo, query: pageQuery), of: Commit.self, limit: limit)
            .catch { error -> AnyPublisher<PagedList<Commit>, GitHubError> in
                guard case .emptyRepository = error else { return Fail(error: error).eraseToAnyPublisher() }
                return Just(PagedList(items: [], hasMore: false)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// One commit with all its changed files: GitHub pages files 300 at a time (up to 3,000); the
    /// pages are fetched and merged, with stats from the first page.
    public func commit(owner: String, repo: String, ref: String) -> AnyPublisher<CommitDetail, GitHubError> {
        let endpoint = GitHubEndpoint.commit(owner: owner, repo: repo, ref: ref)
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
            return Fail(error: .invalidURL(endpoint.path)).eraseToAnyPublisher()
        }
        return paginator.pages(from: url, as: CommitDetail.self, endpoint: endpoint.summary, limit: nil) { $0.files.count }
            .tryMap { run -> CommitDetail in
                let pages = run.take()
                guard var detail = pages.first else {
                    throw GitHubError.undecodable(endpoint: endpoint.summary, path: "", reason: "no pages")
                }
                detail.files = pages.flatMap(\.files)
                if let first = detail.json {
                    do throws(JSONScanner.Malformed) {
                        detail.json = try Self.mergingFiles(of: pages.compactMap(\.json), into: first)
                    } catch {
                        throw GitHubError.undecodable(endpoint: endpoint.summary, path: "files", reason: error.reason)
                    }
                }
                return detail
            }
            .mapError { $0 as? GitHubError ?? .undecodable(endpoint: endpoint.summary, path: "", reason: "\($0)") }
            .eraseToAnyPublisher()
    }

    /// What happened in `owner` between `since` and `until` (inclusive; nil: up to now).
    ///
    /// Few requests: the repositories are listed by push date, newest first, and the listing
    /// stops at the first page that ends with one pushed before `since`; only repositories pushed
    /// since then are asked for their commits. Those listings run at most `maxConcurrentPages`
    /// at a time, each walking its pages one by one, so that is also the most requests in flight.
    /// An empty repository has no commits; any other failure fails the whole answer.
    public func activity(owner: String, since: Date, until: Date?) -> AnyPublisher<OrganizationActivity, GitHubError> {
        let limit = max(1, configuration.maxConcurrentPages)
        return repositories(owner: owner, pushedSince: since)
            .flatMap(maxPublishers: .max(1)) { [self] repositories -> AnyPublisher<OrganizationActivity, GitHubError> in
                Array(repositories.enumerated()).publisher
                    .setFailureType(to: GitHubError.self)
                    .flatMap(maxPublishers: .max(limit)) { [self] item in
                        allCommits(of: item.element, since: since, until: until).map { (index: item.offset, commits: $0) }
                    }
                    .collect()
                    .map { results in
                        OrganizationActivity(
                            repositories: results.sorted { $0.index < $1.index }.map { result in
                                OrganizationActivity.RepositoryCommits(repository: repositories[result.index], commits: result.commits)
                            })
                    }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// The repositories of `owner` (an org, or else a user) pushed at or after `since`.
    public func repositories(owner: String, pushedSince since: Date) -> AnyPublisher<[Repository], GitHubError> {
        let query = RepositoryQuery(sort: "pushed", direction: "desc", perPage: 100)
        return pushed(.organizationRepositories(org: owner, query: query), since: since)
            .catch { [self] error -> AnyPublisher<[Repository], GitHubError> in
                guard case .notFound = error else { return Fail(error: error).eraseToAnyPublisher() }
                return pushed(.userRepositories(user: owner, query: Self.userQuery(query)), since: since)
            }
            .eraseToAnyPublisher()
    }

    private func pushed(_ endpoint: GitHubEndpoint, since: Date) -> AnyPublisher<[Repository], GitHubError> {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
            return Fail(error: .invalidURL(endpoint.path)).eraseToAnyPublisher()
        }
        let isRecent: @Sendable (Repository) -> Bool = { ($0.pushedAt ?? .distantPast) >= since }
        return paginator.walk(from: url, as: [Repository].self, endpoint: endpoint.summary) { page in
            page.last.map(isRecent) ?? false
        }
        .map { pages in pages.flatMap { $0.filter(isRecent) } }
        .eraseToAnyPublisher()
    }

    /// Every commit of `repository` in the window, its pages walked one at a time.
    private func allCommits(of repository: Repository, since: Date, until: Date?) -> AnyPublisher<[Commit], GitHubError> {
        let owner = repository.owner.login ?? repository.fullName.split(separator: "/").first.map(String.init) ?? ""
        let query = CommitQuery(since: GitHubJSON.formatDate(since), until: until.map(GitHubJSON.formatDate), perPage: 100)
        let endpoint = GitHubEndpoint.commits(owner: owner, repo: repository.name, query: query)
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
            return Fail(error: .invalidURL(endpoint.path)).eraseToAnyPublisher()
        }
        return paginator.walk(from: url, as: [Commit].self, endpoint: endpoint.summary) { _ in true }
            .map { $0.flatMap { $0 } }
            .catch { error -> AnyPublisher<[Commit], GitHubError> in
                guard case .emptyRepository = error else { return Fail(error: error).eraseToAnyPublisher() }
                return Just([]).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    private func list<Item: Decodable & Sendable & JSONCarrying>(_ endpoint: GitHubEndpoint, of type: Item.Type, limit: Int?) -> AnyPublisher<
        PagedList<Item>, GitHubError
    > {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
            return Fail(error: .invalidURL(endpoint.path)).eraseToAnyPublisher()
        }
        return paginator.pages(from: url, as: [Item].self, endpoint: endpoint.summary, limit: limit) { $0.count }
            .map { run in
                // The run hands over the only reference to its pages, so each page is freed as
                // it is appended and the items are never held twice.
                var pages = run.take()
                pages.reverse()
                var all: [Item] = []
                all.reserveCapacity(pages.reduce(0) { $0 + $1.count })
                while let page = pages.popLast() { all.append(contentsOf: page) }
                guard let limit, all.count > limit else { return PagedList(items: all, hasMore: run.hasMore) }
                return PagedList(items: Array(all.prefix(limit)), hasMore: true)
            }
            .eraseToAnyPublisher()
    }

    private func stream<Item: Decodable & Sendable & JSONCarrying>(_ endpoint: GitHubEndpoint, limit: Int?) -> AnyPublisher<[Item], GitHubError> {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
            return Fail(error: .invalidURL(endpoint.path)).eraseToAnyPublisher()
        }
        let sent = Locked(0)
        return paginator.pageStream(from: url, as: [Item].self, endpoint: endpoint.summary, limit: limit) { $0.count }
            .map { page in
                guard let limit else { return page }
                return sent.withLock { count -> [Item] in
                    let kept = Array(page.prefix(max(0, limit - count)))
                    count += kept.count
                    return kept
                }
            }
            .eraseToAnyPublisher()
    }

    /// Page 1's object with its `files` array holding every page's files, byte for byte; every
    /// other member is left as GitHub sent it.
    private static func mergingFiles(of pages: [Data], into first: Data) throws(JSONScanner.Malformed) -> Data {
        guard pages.count > 1, let files = try JSONScanner.member("files", ofObject: first) else { return first }
        var merged = Data("[".utf8)
        var separator = false
        for page in pages {
            guard let member = try JSONScanner.member("files", ofObject: page) else { continue }
            let array = JSONScanner.slice(page, member.value)
            for range in try JSONScanner.elements(ofArray: array) {
                if separator { merged.append(UInt8(ascii: ",")) }
                merged.append(JSONScanner.slice(array, range))
                separator = true
            }
        }
        merged.append(UInt8(ascii: "]"))
        var result = first
        result.replaceSubrange(first.startIndex + files.value.lowerBound..<first.startIndex + files.value.upperBound, with: merged)
        return result
    }

    /// `query` asking for no more per page than the limit needs.
    private static func sized(_ query: RepositoryQuery, limit: Int?) -> RepositoryQuery {
        var sized = query
        sized.perPage = min(query.perPage, limit.map { max(1, $0) } ?? 100)
        return sized
    }

    /// The user endpoint knows fewer types: org-only ones fall back to GitHub's default.
    private static func userQuery(_ query: RepositoryQuery) -> RepositoryQuery {
        var user = query
        if let type = query.type, !["all", "owner", "member"].contains(type) { user.type = nil }
        return user
    }
}
