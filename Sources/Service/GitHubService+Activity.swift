import Foundation
import Models
import Reactive

extension GitHubService {
    /// What happened in `owner` between `since` and `until` (inclusive; nil: up to now).
    ///
    /// Few requests: the repositories are listed by push date, newest first, and the listing
    /// stops at the first page that ends with one pushed before `since`; only repositories pushed
    /// since then are asked for their commits. Those listings run at most `maxConcurrentPages`
    /// at a time, each walking its pages one by one, so that is also the most requests in flight.
    /// An empty repository has no commits; any other failure fails the whole answer. At most
    /// `Limit.itemsPerListing` repositories, and as many commits across all of them, are
    /// kept, and of each commit only who made it and when.
    public func activity(owner: String, since: Date, until: Date?) -> AnyPublisher<OrganizationActivity, GitHubError> {
        let limit = max(1, configuration.maxConcurrentPages)
        // Every repository's commits count against one bound: the fan-out is bounded as a whole.
        let kept = Locked(0)
        return repositories(owner: owner, pushedSince: since)
            .flatMap(maxPublishers: .max(1)) { [self] repositories -> AnyPublisher<OrganizationActivity, GitHubError> in
                Array(repositories.enumerated()).publisher
                    .setFailureType(to: GitHubError.self)
                    .flatMap(maxPublishers: .max(limit)) { [self] item in
                        allCommits(of: item.element, since: since, until: until, kept: kept).map { (index: item.offset, commits: $0) }
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
        Self.organizationOrUser(owner, query: RepositoryQuery(sort: .pushed, direction: .desc)) { [self] endpoint in pushed(endpoint, since: since) }
    }

    private func pushed(_ endpoint: GitHubEndpoint, since: Date) -> AnyPublisher<[Repository], GitHubError> {
        let isRecent: @Sendable (Repository) -> Bool = { ($0.pushedAt ?? .distantPast) >= since }
        return at(endpoint) { [paginator] url in
            paginator.walk(
                from: url, as: [Repository].self, endpoint: endpoint.summary, continueAfter: { page in page.last.map(isRecent) ?? false },
                keep: { page in page.filter(isRecent) })
        }
    }

    /// Every commit of `repository` in the window, its pages walked one at a time.
    private func allCommits(of repository: Repository, since: Date, until: Date?, kept: Locked<Int>) -> AnyPublisher<[Authorship], GitHubError> {
        let owner = repository.ownerLogin
        let query = CommitQuery(since: GitHubJSON.formatDate(since), until: until.map(GitHubJSON.formatDate))
        let endpoint = GitHubEndpoint.commits(owner: owner, repo: repository.name, query: query)
        // Only what an activity report reads is kept of each commit: who and when, not the message.
        let commits = at(endpoint) { [paginator] url in
            paginator.walk(
                from: url, as: [Commit].self, endpoint: endpoint.summary, kept: kept, continueAfter: { _ in true }, keep: { $0.map(\.authorship) })
        }
        return Self.emptyRepositoryIs(Just([]).setFailureType(to: GitHubError.self).eraseToAnyPublisher(), commits)
    }
}
