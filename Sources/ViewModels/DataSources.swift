import Foundation
import Models
import Reactive
import Service

/// Where repository listings come from: the GitHub service, or a stub in tests.
public protocol RepositorySource: Sendable {
    /// The repositories of `owner` (an org, or a user) page by page, in order, at most `limit`.
    func repositoryPages(owner: String, query: RepositoryQuery, limit: Int?) -> AnyPublisher<Page<Repository>, GitHubError>
    /// The rest of a listing from `next`, the `next` link of the last page held; nil when this
    /// source cannot resume one, and a refresh starts over.
    func repositoryPages(continuingAt next: URL) -> AnyPublisher<Page<Repository>, GitHubError>?
}

extension RepositorySource {
    /// A source that cannot resume a listing: a refresh starts over.
    public func repositoryPages(continuingAt next: URL) -> AnyPublisher<Page<Repository>, GitHubError>? { nil }
}

/// Where commits come from: the GitHub service, or a stub in tests.
public protocol CommitSource: Sendable {
    /// A repository's commits page by page, newest first, at most `limit`.
    func commitPages(owner: String, repo: String, query: CommitQuery, limit: Int?) -> AnyPublisher<Page<Commit>, GitHubError>
    /// A repository's commits one page per unit of demand, newest first, with no limit.
    func commitPagesOnDemand(owner: String, repo: String, query: CommitQuery) -> AnyPublisher<Page<Commit>, GitHubError>
    /// One commit with all its files, and GitHub's bytes of each page.
    func commit(owner: String, repo: String, ref: String) -> AnyPublisher<CommitPages, GitHubError>
}

extension GitHubService: RepositorySource, CommitSource {
    /// The rest of a repository listing, from the `next` link of its last page held.
    public func repositoryPages(continuingAt next: URL) -> AnyPublisher<Page<Repository>, GitHubError>? {
        pages(continuingAt: next, of: Repository.self)
    }
}

/// Where comparisons of two refs come from: the GitHub service, or a stub in tests.
public protocol ComparisonSource: Sendable {
    /// `head` compared with `base` in `owner/repo`, every page of its commits read.
    func compare(owner: String, repo: String, base: String, head: String) -> AnyPublisher<ComparisonPages, GitHubError>
}

extension GitHubService: ComparisonSource {}

/// Where a repository's branches, tags and releases come from: the GitHub service, or a stub.
public protocol RefSource: Sendable {
    /// `kind` of `owner/repo` page by page, in GitHub's order, at most `limit`.
    func refPages<Item: Decodable & Sendable>(
        _ kind: GitHubEndpoint.RefKind, of item: Item.Type, owner: String, repo: String, limit: Int?
    ) -> AnyPublisher<Page<Item>, GitHubError>
}

extension GitHubService: RefSource {}

/// Where a repository's files come from: the GitHub service, or a stub in tests.
public protocol RepositoryFileSource: Sendable {
    /// The tree of `owner/repo` at `ref` (of the folder at `path`), and GitHub's bytes of its
    /// recursive answer: completed where GitHub cut it short when `whole`, else as sent.
    func tree(owner: String, repo: String, ref: String, path: RepositoryPath, whole: Bool) -> AnyPublisher<Fetched<GitTree>, GitHubError>
    /// One folder's own entries (names), by its tree's SHA.
    func folder(owner: String, repo: String, tree sha: String) -> AnyPublisher<GitTree, GitHubError>
    /// The file at `path` of `owner/repo` at `ref`, or what is there instead.
    func contents(owner: String, repo: String, path: RepositoryPath, ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError>
    /// The README GitHub prefers for `owner/repo` at `ref`.
    func readme(owner: String, repo: String, ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError>
    /// The bytes of code in each language of `owner/repo`.
    func languages(owner: String, repo: String) -> AnyPublisher<Fetched<RepositoryLanguages>, GitHubError>
    /// The bytes of the file at `path`, handed to `stream` as they arrive; publishes their count.
    func rawFile(owner: String, repo: String, path: RepositoryPath, ref: String?, into stream: BodyStream) -> AnyPublisher<Int, GitHubError>
}

extension GitHubService: RepositoryFileSource {}

/// Where an organization's activity comes from: the GitHub service, or a stub in tests.
public protocol ActivitySource: Sendable {
    /// The repositories of `owner` pushed since `since`, with their commits in the window.
    func activity(owner: String, since: Date, until: Date?) -> AnyPublisher<OrganizationActivity, GitHubError>
}

extension GitHubService: ActivitySource {}
