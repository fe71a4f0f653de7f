import Foundation
import Models
import Reactive

/// One sweep of pull requests or issues over targets, as `GitHubService.pullRequestSweep` and
/// `issueSweep` run it: each target planned (its repositories listed and gated), then every
/// asked repository's pages walked, at most `maxConcurrentPages` repositories at a time.
struct WorkSweep<Item: Decodable & Sendable>: Sendable {
    let service: GitHubService
    let targets: [WorkTarget]
    let archived: Bool
    let gated: Bool
    let updatedAt: @Sendable (Item) -> Date
    /// Which items of a page the sweep keeps (an issue listing leaves pull requests out).
    let keep: @Sendable (Item) -> Bool
    let endpoint: @Sendable (String, String) -> GitHubEndpoint

    /// Every target's plan, then each repository's answer as it arrives. With `since`, items
    /// updated before it are dropped and a listing stops at the page that reaches past it.
    func publisher(since: Date?) -> AnyPublisher<WorkSweepEvent<Item>, GitHubError> {
        let (service, archived, gated) = (service, archived, gated)
        let fanOut = max(1, service.configuration.maxConcurrentPages)
        let revalidations = max(fanOut, service.configuration.maxRevalidations)
        // Every repository's items count against one bound: the fan-out is bounded as a whole.
        let kept = Locked(0)
        return targets.publisher
            .setFailureType(to: GitHubError.self)
            .flatMap(maxPublishers: .max(1)) { target in
                // A 404 is kept with its target, so the failure can say which of several is missing.
                service.plan(target, archived: archived, gated: gated)
                    .map { (target, Result<WorkPlan, GitHubError>.success($0)) }
                    .catch { error -> AnyPublisher<(WorkTarget, Result<WorkPlan, GitHubError>), GitHubError> in
                        guard case .notFound = error else { return Fail(error: error).eraseToAnyPublisher() }
                        return Just((target, .failure(error))).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                    }
            }
            .collect()
            .flatMap(maxPublishers: .max(1)) { results -> AnyPublisher<WorkSweepEvent<Item>, GitHubError> in
                var plans: [WorkPlan] = []
                for (target, result) in results {
                    switch result {
                    case .success(let plan): plans.append(plan)
                    case .failure(let error): return Self.failing(after: .notFound(target), with: error)
                    }
                }
                var seen = Set<String>()
                // A repository named twice (an org and one of its repositories) is asked once.
                let asked = plans.flatMap(\.asked).filter { seen.insert($0.lowercased()).inserted }
                let planned = plans.map { WorkSweepEvent<Item>.planned($0) }.publisher.setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                // A repository whose listing is remembered is asked conditionally, and a 304 costs
                // no rate limit: those go `maxRevalidations` at a time, as a remembered listing's
                // pages do, the others `maxConcurrentPages` at a time.
                let remembered = asked.filter(self.isRemembered)
                let fresh = asked.filter { !self.isRemembered($0) }
                let answers = [(remembered, revalidations, true), (fresh, fanOut, false)].map { repositories, width, known in
                    repositories.publisher
                        .setFailureType(to: GitHubError.self)
                        .flatMap(maxPublishers: .max(width)) { repository in
                            self.items(of: repository, since: since, known: known, kept: kept)
                        }
                        .eraseToAnyPublisher()
                }
                return ([planned] + answers).publisher.setFailureType(to: GitHubError.self).flatMap(maxPublishers: .max(1)) { $0 }.eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// `event`, then the failure `error`: a 404's target handed up before the 404 itself.
    private static func failing(after event: WorkSweepEvent<Item>, with error: GitHubError) -> AnyPublisher<WorkSweepEvent<Item>, GitHubError> {
        [Just(event).setFailureType(to: GitHubError.self).eraseToAnyPublisher(), Fail(error: error).eraseToAnyPublisher()].publisher
            .setFailureType(to: GitHubError.self)
            .flatMap(maxPublishers: .max(1)) { $0 }
            .eraseToAnyPublisher()
    }

    /// A repository's pages: walked by `next` one at a time; but a listing the cache remembers,
    /// read whole, is asked for every page it remembers at once (`Paginator.pageStream`), so a
    /// warm sweep of a repository of 350 pull requests is one round of 304s, not four.
    private static func pages(
        from url: URL, service: GitHubService, summary: String, since: Date?, known: Bool, updatedAt: @escaping @Sendable (Item) -> Date
    ) -> AnyPublisher<PageFetcher.Response<[Item]>, GitHubError> {
        if known, since == nil {
            return service.paginator.pageStream(from: url, as: [Item].self, endpoint: summary, limit: nil) { $0.count }
        }
        return PageWalk<[Item]>(fetcher: service.paginator.fetcher, endpoint: summary, start: url) { page in
            // Newest updated first: a page whose last item is older than `since` ends it.
            guard let since, let last = page.last else { return true }
            return updatedAt(last) >= since
        }
        .eraseToAnyPublisher()
    }

    /// Whether `repository`'s first page is kept by the cache, so asking for it is conditional.
    private func isRemembered(_ repository: String) -> Bool {
        guard let endpoint = endpoint(forFullName: repository), let url = endpoint.url(relativeTo: service.configuration.baseURL) else { return false }
        return service.paginator.fetcher.remembers(url)
    }

    /// `owner/name` as a target (a name without its owner, which the plans never make, as an owner).
    private static func target(forFullName repository: String) -> WorkTarget {
        let parts = repository.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let owner = parts.first, let name = parts.last else { return .owner(repository) }
        return .repository(owner: owner, name: name)
    }

    /// The endpoint of `owner/name`, or nil for a name without its owner.
    private func endpoint(forFullName repository: String) -> GitHubEndpoint? {
        let parts = repository.split(separator: "/", maxSplits: 1).map(String.init)
        return parts.count == 2 ? endpoint(parts[0], parts[1]) : nil
    }

    /// One repository's items, its pages walked one at a time (each a conditional request
    /// through the cache), with GitHub's object of each kept; a 404 is handed up as the
    /// repository missing, then failed with.
    private func items(of repository: String, since: Date?, known: Bool, kept: Locked<Int>) -> AnyPublisher<WorkSweepEvent<Item>, GitHubError> {
        guard let endpoint = endpoint(forFullName: repository) else { return Fail(error: .invalidURL(repository)).eraseToAnyPublisher() }
        let (updatedAt, keep) = (updatedAt, keep)
        let summary = endpoint.summary
        let pages = service.at(endpoint) { [service] url in
            Self.pages(from: url, service: service, summary: summary, since: since, known: known, updatedAt: updatedAt)
                .tryMap { page throws(GitHubError) -> RepositoryWork<Item> in
                    let documents = try GitHubService.documents(of: page.bytes, count: page.body.count, endpoint: summary)
                    let chosen = page.body.indices.filter { index in
                        keep(page.body[index]) && (since.map { updatedAt(page.body[index]) >= $0 } ?? true)
                    }
                    let total = kept.withLock { total -> Int in
                        total += chosen.count
                        return total
                    }
                    guard total <= Limit.itemsPerListing.value else { throw .tooManyItems(limit: Limit.itemsPerListing.value) }
                    return RepositoryWork(repository: repository, items: chosen.map { page.body[$0] }, documents: chosen.map { documents[$0] })
                }
                .mapToGitHubError(endpoint: summary)
                .collect()
                .map { pages in
                    RepositoryWork(repository: repository, items: pages.flatMap(\.items), documents: pages.flatMap(\.documents))
                }
                .eraseToAnyPublisher()
        }
        return
            pages
            .map { WorkSweepEvent<Item>.answered($0) }
            .catch { error -> AnyPublisher<WorkSweepEvent<Item>, GitHubError> in
                switch error {
                case .http(status: 410, _):
                    // GitHub's 410: the repository has issues turned off, so it has none to list.
                    return Just(.answered(RepositoryWork(repository: repository, items: [], documents: [], issuesDisabled: true)))
                        .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                case .notFound:
                    return Self.failing(after: .notFound(Self.target(forFullName: repository)), with: error)
                default:
                    return Fail(error: error).eraseToAnyPublisher()
                }
            }
            .eraseToAnyPublisher()
    }
}
