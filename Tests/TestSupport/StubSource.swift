import Foundation
import Models
import Reactive
import Service
import ViewModels

/// A repository and commit source answering from memory, as the service would hand pages up,
/// recording what it was asked: the one stub of its kind, for view models, screens and the
/// terminal driver alike.
public final class StubSource: RepositorySource, CommitSource {
    /// How one request is answered.
    public enum Answer<Value: Sendable>: Sendable {
        /// The value, then the end.
        case value(Value)
        /// The failure.
        case failure(GitHubError)
        /// The end, with no value.
        case none
        /// Nothing, ever: a request still in flight.
        case never
        /// What the test sends through the subject, when it sends it.
        case sent(PassthroughSubject<Value, GitHubError>)

        /// The result's value or failure.
        public init(_ result: Result<Value, GitHubError>) {
            switch result {
            case .success(let value): self = .value(value)
            case .failure(let error): self = .failure(error)
            }
        }

        /// The answer as a publisher.
        var publisher: AnyPublisher<Value, GitHubError> {
            switch self {
            case .value(let value): Just(value).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
            case .failure(let error): Fail(error: error).eraseToAnyPublisher()
            case .none: Empty().eraseToAnyPublisher()
            case .never: Empty(completeImmediately: false).eraseToAnyPublisher()
            case .sent(let subject): subject.eraseToAnyPublisher()
            }
        }
    }

    /// What it was asked, in order: `repos <owner> sort=… dir=… limit=…`, `commits <o>/<r> sha=… limit=…`,
    /// `commits on demand <o>/<r>` and each `page N` made, `commit <o>/<r>@<ref>`.
    public let asked = Locked<[String]>([])
    /// How many commits each on-demand page holds.
    public let onDemandPageSize = 2
    private let repositoryAnswers: Locked<[Answer<Page<Repository>>]>
    private let commitAnswer: Answer<Page<Commit>>
    private let detailAnswer: Answer<CommitPages>

    /// A source answering each repository listing with the next of `repositories` (the last one
    /// again once they run out; none at all, never), every commit listing with `commits` and
    /// every commit with `detail`.
    public init(repositories: [Answer<Page<Repository>>], commits: Answer<Page<Commit>> = .none, detail: Answer<CommitPages> = .never) {
        repositoryAnswers = Locked(repositories)
        commitAnswer = commits
        detailAnswer = detail
    }

    /// A source answering with one page of each listing, its bytes an array of empty objects (the
    /// view models under test keep no documents), and with `detail` for a commit.
    public convenience init(
        repositories: Result<Page<Repository>, GitHubError> = .success(Page(items: [], bytes: Data(), hasMore: false)),
        commits: Result<Page<Commit>, GitHubError> = .success(Page(items: [], bytes: Data(), hasMore: false)),
        detail: Result<CommitDetail, GitHubError> = .failure(.notFound(message: "Not Found"))
    ) {
        self.init(
            repositories: [Answer(repositories.map(Self.onePage))], commits: Answer(commits.map(Self.onePage)),
            detail: Answer(detail.map { CommitPages(object: $0, pages: [Data("{}".utf8)]) }))
    }

    /// The next repository answer, recorded with the query.
    public func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<Page<Repository>, GitHubError> {
        asked.withLock {
            $0.append("repos \(owner) sort=\(query.sort?.rawValue ?? "-") dir=\(query.direction?.rawValue ?? "-") limit=\(limit.map(String.init) ?? "all")")
        }
        let answer = repositoryAnswers.withLock { answers -> Answer<Page<Repository>> in
            answers.count > 1 ? answers.removeFirst() : answers.first ?? .never
        }
        return answer.publisher
    }

    /// The commit answer, recorded with the branch asked for.
    public func commitPages(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<Page<Commit>, GitHubError> {
        asked.withLock { $0.append("commits \(owner)/\(repo) sha=\(query.sha ?? "-") limit=\(limit.map(String.init) ?? "all")") }
        return commitAnswer.publisher
    }

    /// The commits in pages of `onDemandPageSize`, each made only when demanded, and recorded
    /// as `page N` when it is.
    public func commitPagesOnDemand(owner: String, repo: String, query: CommitQuery) -> AnyPublisher<Page<Commit>, GitHubError> {
        asked.withLock { $0.append("commits on demand \(owner)/\(repo)") }
        guard case .value(let list) = commitAnswer else { return commitAnswer.publisher }
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

    /// The commit's answer, recorded with its ref.
    public func commit(owner: String, repo: String, ref: String) -> AnyPublisher<CommitPages, GitHubError> {
        asked.withLock { $0.append("commit \(owner)/\(repo)@\(ref)") }
        return detailAnswer.publisher
    }

    /// The whole listing as one page, its bytes an array of as many empty objects.
    private static func onePage<Item>(_ list: Page<Item>) -> Page<Item> {
        Page(
            items: list.items, bytes: Data(("[" + Array(repeating: "{}", count: list.items.count).joined(separator: ",") + "]").utf8), hasMore: list.hasMore)
    }
}
