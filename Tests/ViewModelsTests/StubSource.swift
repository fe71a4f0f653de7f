import Foundation
import Models
import Reactive
import Service
import TestSupport
import ViewModels

/// A source answering from memory, recording what it was asked.
final class StubSource: RepositorySource, CommitSource {
    let repositoryAnswer: Result<Page<Repository>, GitHubError>
    let commitAnswer: Result<Page<Commit>, GitHubError>
    let detailAnswer: Result<CommitDetail, GitHubError>
    let asked = Locked<[String]>([])
    /// How many commits each on-demand page holds.
    let onDemandPageSize = 2

    init(
        repositories: Result<Page<Repository>, GitHubError> = .success(Page(items: [], bytes: Data(), hasMore: false)),
        commits: Result<Page<Commit>, GitHubError> = .success(Page(items: [], bytes: Data(), hasMore: false)),
        detail: Result<CommitDetail, GitHubError> = .failure(.notFound(message: "Not Found"))
    ) {
        repositoryAnswer = repositories
        commitAnswer = commits
        detailAnswer = detail
    }

    func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<Page<Repository>, GitHubError> {
        asked.withLock {
            $0.append("repos \(owner) sort=\(query.sort?.rawValue ?? "-") dir=\(query.direction?.rawValue ?? "-") limit=\(limit.map(String.init) ?? "all")")
        }
        return Self.publish(repositoryAnswer.map(Self.onePage))
    }

    func commitPages(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<Page<Commit>, GitHubError> {
        asked.withLock { $0.append("commits \(owner)/\(repo) sha=\(query.sha ?? "-") limit=\(limit.map(String.init) ?? "all")") }
        return Self.publish(commitAnswer.map(Self.onePage))
    }

    /// The commits in pages of `onDemandPageSize`, each made only when demanded, and recorded
    /// as `page N` when it is.
    func commitPagesOnDemand(owner: String, repo: String, query: CommitQuery) -> AnyPublisher<Page<Commit>, GitHubError> {
        asked.withLock { $0.append("commits on demand \(owner)/\(repo)") }
        guard case .success(let list) = commitAnswer else { return Self.publish(commitAnswer.map(Self.onePage)) }
        let size = onDemandPageSize
        let pages = stride(from: 0, to: list.items.count, by: size).map { Array(list.items[$0..<min($0 + size, list.items.count)]) }
        let asked = self.asked
        // The operator, not the sequence's own `map`: that one (Combine's specialisation) maps
        // every page at once, and a page here is made only when it is demanded.
        return Publishers.Map(upstream: pages.enumerated().publisher) { index, items in
            asked.withLock { $0.append("page \(index + 1)") }
            let page = Self.onePage(Page(items: items, bytes: Data(), hasMore: index + 1 < pages.count))
            return Page(items: page.items, bytes: page.bytes, hasMore: page.hasMore, expectedCount: list.items.count)
        }
        .setFailureType(to: GitHubError.self)
        .eraseToAnyPublisher()
    }

    func commit(owner: String, repo: String, ref: String) -> AnyPublisher<CommitPages, GitHubError> {
        asked.withLock { $0.append("commit \(owner)/\(repo)@\(ref)") }
        return Self.publish(detailAnswer.map { CommitPages(detail: $0, pages: [Data("{}".utf8)]) })
    }

    /// The whole listing as one page, its bytes an array of empty objects (the view models under
    /// test keep no documents).
    private static func onePage<Item>(_ list: Page<Item>) -> Page<Item> {
        Page(
            items: list.items, bytes: Data(("[" + Array(repeating: "{}", count: list.items.count).joined(separator: ",") + "]").utf8), hasMore: list.hasMore)
    }

    private static func publish<T: Sendable>(_ result: Result<T, GitHubError>) -> AnyPublisher<T, GitHubError> {
        switch result {
        case .success(let value): return Just(value).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        case .failure(let error): return Fail(error: error).eraseToAnyPublisher()
        }
    }
}

enum Sample {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    static func repo(
        _ name: String, stars: Int, language: String? = "Swift", archived: Bool = false, fork: Bool = false, topics: [String] = [], daysAgo: Double = 3
    ) -> Repository {
        Repository(
            id: Int64(name.hashValue & 0xffff), name: name, fullName: "atomicrobot/\(name)", owner: User(login: "atomicrobot"),
            description: "About \(name)", isFork: fork, language: language,
            stargazersCount: stars, forksCount: 1, archived: archived, topics: topics, updatedAt: now.addingTimeInterval(-daysAgo * 86_400)
        )
    }

    static let repos = [
        repo("alpha", stars: 5, topics: ["ios"]),
        repo("beta", stars: 50, language: "Kotlin", topics: ["android"]),
        repo("gamma", stars: 20, archived: true),
        repo("delta", stars: 20, fork: true, topics: ["ios"]),
    ]
}
