import Foundation
import JSON
import Models
import Reactive

extension GitHubService {
    /// The pull requests of `targets`, one repository's at a time as each answers (see `sweep`).
    public func pullRequestSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<
        WorkSweepEvent<PullRequest>, GitHubError
    > {
        sweep(targets, archived: archived, gated: gated, updatedAt: \.updatedAt, keep: { _ in true }) { owner, repo in
            .pullRequests(owner: owner, repo: repo, query: query)
        }
        .publisher(since: query.since.flatMap(GitHubJSON.parseDate))
    }

    /// The issues of `targets` (pull requests left out), one repository's at a time as each
    /// answers (see `sweep`). A repository with issues turned off answers with none.
    public func issueSweep(_ targets: [WorkTarget], query: WorkQuery, archived: Bool, gated: Bool) -> AnyPublisher<
        WorkSweepEvent<Issue>, GitHubError
    > {
        sweep(targets, archived: archived, gated: gated, updatedAt: \.updatedAt, keep: { !$0.isPullRequest }) { owner, repo in
            .issues(owner: owner, repo: repo, query: query)
        }
        .publisher(since: query.since.flatMap(GitHubJSON.parseDate))
    }

    /// The account the token belongs to (`GET /user`), revalidated like any answer.
    public func authenticatedUser() -> AnyPublisher<User, GitHubError> {
        at(.authenticatedUser) { [paginator] url in
            paginator.fetcher.fetch(url, as: User.self, endpoint: GitHubEndpoint.authenticatedUser.summary).map(\.body).eraseToAnyPublisher()
        }
    }

    /// The issues and pull requests matching `query`, page by page, up to the last page search
    /// serves (`SearchPage.reachable` results); each page says how many match in all.
    public func searchIssues(_ query: String) -> AnyPublisher<SearchPage, GitHubError> {
        let endpoint = GitHubEndpoint.searchIssues(query: query)
        let served = Locked(0)
        return at(endpoint) { [paginator] url in
            PageWalk<SearchResults<Issue>>(fetcher: paginator.fetcher, endpoint: endpoint.summary, start: url) { results in
                // Past the reachable results GitHub answers 422: the walk stops at them.
                let sum = served.withLock { served -> Int in
                    served += results.items.count
                    return served
                }
                return sum < min(results.totalCount, SearchPage.reachable) && !results.items.isEmpty
            }
            .tryMap { page throws(GitHubError) -> SearchPage in
                let documents = try Self.documents(member: "items", of: page.bytes, count: page.body.items.count, endpoint: endpoint.summary)
                return SearchPage(
                    totalCount: page.body.totalCount, incompleteResults: page.body.incompleteResults, items: page.body.items, documents: documents)
            }
            .mapToGitHubError(endpoint: endpoint.summary)
            .eraseToAnyPublisher()
        }
    }

    /// Every item of `targets`' repositories that `endpoint` lists, and GitHub's object of each.
    ///
    /// An owner's repositories are listed through the cache (one conditional request a page);
    /// a repository whose `open_issues_count` is 0 is asked nothing unless not `gated`, and an
    /// archived one only when `archived`. Each asked repository's pages are then walked by `next`,
    /// at most `maxConcurrentPages` repositories at a time, so that is the most requests in
    /// flight (`maxRevalidations` for the repositories the cache remembers, whose requests are
    /// conditional and whose 304s cost no rate limit); each answer is handed up as it arrives. With `since` (a closed or all-state
    /// query), a listing newest-updated first stops at its first page that reaches past it. At
    /// most `Limit.itemsPerListing` items are kept across all repositories.
    private func sweep<Item: Decodable & Sendable>(
        _ targets: [WorkTarget], archived: Bool, gated: Bool, updatedAt: @escaping @Sendable (Item) -> Date, keep: @escaping @Sendable (Item) -> Bool,
        endpoint: @escaping @Sendable (String, String) -> GitHubEndpoint
    ) -> WorkSweep<Item> {
        WorkSweep(service: self, targets: targets, archived: archived, gated: gated, updatedAt: updatedAt, keep: keep, endpoint: endpoint)
    }

    /// The plan for `target`: an owner's repositories listed and gated, or one repository.
    func plan(_ target: WorkTarget, archived: Bool, gated: Bool) -> AnyPublisher<WorkPlan, GitHubError> {
        switch target {
        case .repository(let owner, let name):
            return Just(WorkPlan(target: target, listed: 1, asked: ["\(owner)/\(name)"])).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        case .owner(let owner):
            return repositoryPages(owner: owner, query: RepositoryQuery(), limit: nil)
                .map(\.items)
                .collect()
                .map { pages in
                    let repositories = pages.flatMap { $0 }
                    var plan = WorkPlan(target: target, listed: repositories.count, asked: [])
                    for repository in repositories {
                        if repository.archived == true, !archived {
                            plan.skippedArchived += 1
                        } else if gated, repository.openIssuesCount == 0 {
                            plan.skippedEmpty += 1
                        } else {
                            plan.asked.append(repository.fullName)
                        }
                    }
                    return plan
                }
                .eraseToAnyPublisher()
        }
    }

    /// Each item's object in `bytes`, GitHub's page: the top-level array, or the array that is
    /// its `member`; one for each of `count` items decoded.
    static func documents(member: String? = nil, of bytes: Data, count: Int, endpoint: String) throws(GitHubError) -> [Data] {
        do throws(JSONScanner.Malformed) {
            var array = bytes
            if let member {
                guard let found = try JSONScanner.member(member, ofObject: bytes) else { throw JSONScanner.Malformed(reason: "no \(member)") }
                array = JSONScanner.slice(bytes, found.value)
            }
            let ranges = try JSONScanner.elements(ofArray: array)
            guard ranges.count == count else { throw JSONScanner.Malformed(reason: "\(ranges.count) elements, \(count) decoded") }
            return ranges.map { JSONScanner.slice(array, $0) }
        } catch {
            throw .undecodable(endpoint: endpoint, path: member ?? "", reason: error.reason)
        }
    }
}
