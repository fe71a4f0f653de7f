import Foundation
import Models
import Reactive
import Service

/// The state of `repos pr` and `repos issue`: one item and its parts, loaded through a
/// `Resource`. A pull request is asked for first (its head names the commit CI ran on), then its
/// reviews, comments, checks and (when asked) files together; an issue, then its comments.
@MainActor
public final class WorkDetailViewModel: ObservableObject, LoadableViewModel {
    /// The item and its parts, nil until loaded.
    @Published public private(set) var detail: WorkDetail?
    /// True while it loads.
    @Published public private(set) var isLoading = false
    /// Why loading failed, or nil.
    @Published public private(set) var error: GitHubError?
    /// The repository's owner.
    public let owner: String
    /// The repository's name.
    public let repo: String
    /// The item's number.
    public let number: Int
    /// A pull request (else an issue).
    public let isPullRequest: Bool
    /// True while what is shown is the cache's, GitHub's answer still to come.
    @Published public private(set) var isRemembered = false
    private let resource = Resource<WorkDetail?>(empty: nil)
    private let source: any WorkDetailSource
    private let remembered: (any WorkDetailSource)?
    private let withFiles: Bool
    private let withCommits: Bool
    private let now: @Sendable () -> Date

    /// Creates the view model; `withFiles` asks for a pull request's files too (`--patch`), and
    /// `withCommits` its commits (browse's tabs); `remembered`, the cache alone, is shown first.
    public init(
        owner: String, repo: String, number: Int, isPullRequest: Bool, withFiles: Bool = false, withCommits: Bool = false,
        source: any WorkDetailSource, remembered: (any WorkDetailSource)? = nil, now: @escaping @Sendable () -> Date
    ) {
        self.remembered = remembered
        (self.owner, self.repo, self.number, self.isPullRequest) = (owner, repo, number, isPullRequest)
        (self.withFiles, self.withCommits, self.source, self.now) = (withFiles, withCommits, source, now)
        resource.$value.assign(to: &$detail)
        resource.publish(isLoading: &$isLoading, error: &$error)
    }

    /// One part as it arrives, to be put in its place.
    private enum Part: Sendable {
        case comments([IssueComment]), reviews([Review]), checks(CommitChecks), files([DiffEntry]), commits([Commit])
    }

    /// Loads the item and its parts: what the cache alone holds first, when a `remembered` source
    /// was given and holds it all (drawn at once, mergeability not waited for), then GitHub's
    /// answer in its place. A cache that lacks a part shows nothing early.
    public func load() async {
        if let remembered {
            await resource.load(detail(from: remembered, asks: 1))
            if detail != nil { isRemembered = true }
        }
        await resource.load(detail(from: source, asks: Limit.mergeabilityAsks.value))
        isRemembered = false
    }

    /// The item and its parts from `source`, a pull request asked at most `asks` times while
    /// GitHub computes its mergeability.
    private func detail(from source: any WorkDetailSource, asks: Int) -> AnyPublisher<WorkDetail?, GitHubError> {
        let (owner, repo, number, withFiles, withCommits) = (owner, repo, number, withFiles, withCommits)
        let comments = source.part(.comments, of: IssueComment.self, owner: owner, repo: repo, number: number).map { Part.comments($0) }.eraseToAnyPublisher()
        let publisher: AnyPublisher<WorkDetail?, GitHubError>
        if isPullRequest {
            publisher = source.pullRequest(owner: owner, repo: repo, number: number, asks: asks)
                .flatMap(maxPublishers: .max(1)) { fetched -> AnyPublisher<WorkDetail?, GitHubError> in
                    var parts = [
                        comments,
                        source.part(.reviews, of: Review.self, owner: owner, repo: repo, number: number).map { Part.reviews($0) }.eraseToAnyPublisher(),
                    ]
                    if let sha = fetched.value.head.sha {
                        parts.append(source.checks(owner: owner, repo: repo, ref: sha).map { Part.checks($0) }.eraseToAnyPublisher())
                    }
                    if withFiles {
                        parts.append(
                            source.part(.files, of: DiffEntry.self, owner: owner, repo: repo, number: number).map { Part.files($0) }.eraseToAnyPublisher())
                    }
                    if withCommits {
                        parts.append(
                            source.part(.commits, of: Commit.self, owner: owner, repo: repo, number: number).map { Part.commits($0) }.eraseToAnyPublisher())
                    }
                    return Self.assembled(WorkDetail(pullRequest: fetched.value, bytes: fetched.bytes), parts)
                }
                .eraseToAnyPublisher()
        } else {
            publisher = source.issue(owner: owner, repo: repo, number: number)
                .flatMap(maxPublishers: .max(1)) { Self.assembled(WorkDetail(issue: $0.value, bytes: $0.bytes), [comments]) }
                .eraseToAnyPublisher()
        }
        return publisher
    }

    /// `detail` with every part in its place, the parts asked for together.
    private nonisolated static func assembled(_ detail: WorkDetail, _ parts: [AnyPublisher<Part, GitHubError>]) -> AnyPublisher<WorkDetail?, GitHubError> {
        parts.publisher
            .setFailureType(to: GitHubError.self)
            .flatMap(maxPublishers: .max(max(1, parts.count))) { $0 }
            .collect()
            .map { parts in
                var whole = detail
                for part in parts {
                    switch part {
                    case .comments(let comments): whole.comments = comments
                    case .reviews(let reviews): whole.reviews = reviews
                    case .checks(let checks): whole.checks = checks
                    case .files(let files): whole.files = files
                    case .commits(let commits): whole.commits = commits
                    }
                }
                return Optional(whole)
            }
            .eraseToAnyPublisher()
    }

    /// Cancels the load (Ctrl-C).
    public func cancel() { resource.cancel() }

    /// Where its reviews stand, for a pull request.
    public var reviews: ReviewSummary? {
        guard let pull = detail?.pullRequest, let reviews = detail?.reviews else { return nil }
        let org = owner
        let requested = (pull.requestedReviewers ?? []).compactMap(\.login).map { "@" + $0 } + (pull.requestedTeams ?? []).map { "\(org)/\($0.slug)" }
        return ReviewSummary(reviews: reviews, requested: requested)
    }

    /// What CI says, for a pull request whose checks were read.
    public var checks: CheckSummary? { detail?.checks.map(CheckSummary.init) }

    /// "3 hours ago" for `date`, from the injected clock.
    public func relative(_ date: Date) -> String { RelativeTime.describe(date, now: now()) }
}
