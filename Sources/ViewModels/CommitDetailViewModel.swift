import Foundation
import Models
import Reactive
import Service

/// The state of `repos commit` and of `browse`'s commit screen: one commit with every changed
/// file, published as it loads (`detail`, its files and their patches; `pages`, GitHub's bytes;
/// `isLoading`; `error`), loaded through `Resource`'s pipeline.
@MainActor
public final class CommitDetailViewModel: ObservableObject, LoadableViewModel {
    /// The commit with every page's files (and their patches), once loaded.
    @Published public private(set) var detail: CommitDetail?
    /// GitHub's bytes of each page of the commit, in order (its files come 300 to a page): a
    /// view that writes GitHub's JSON takes them from here.
    @Published public private(set) var pages: [Data] = []
    /// True while the commit is asked for and not yet in.
    @Published public private(set) var isLoading = false
    /// The failure, if loading failed.
    @Published public private(set) var error: GitHubError?
    /// The loader: the commit's pages as the service hands them up.
    private let resource = Resource<CommitPages?>(empty: nil)
    /// The repository's owner.
    public let owner: String
    /// The repository's name.
    public let repo: String
    /// The SHA or ref asked for.
    public let ref: String
    private let source: any CommitSource
    private let now: @Sendable () -> Date

    /// Creates the view model.
    public init(owner: String, repo: String, ref: String, source: any CommitSource, now: @escaping @Sendable () -> Date) {
        self.owner = owner
        self.repo = repo
        self.ref = ref
        self.source = source
        self.now = now
        // The loader's state, published as this view model's own.
        resource.$value.map { $0?.object }.assign(to: &$detail)
        resource.$value.map { $0?.pages ?? [] }.assign(to: &$pages)
        resource.publish(isLoading: &$isLoading, error: &$error)
    }

    /// Cancels the load in flight (Ctrl-C).
    public func cancel() { resource.cancel() }

    /// Fetches the commit; returns when done.
    public func load() async {
        await resource.load(source.commit(owner: owner, repo: repo, ref: ref).map { Optional($0) }.eraseToAnyPublisher())
    }

    /// The header facts of the commit, formatted.
    public var header: CommitHeader? {
        guard let detail else { return nil }
        let git = detail.summary.commit
        let date = git.author?.date
        let files = detail.files
        let additions = detail.stats?.additions ?? files.compactMap(\.additions).reduce(0, +)
        let deletions = detail.stats?.deletions ?? files.compactMap(\.deletions).reduce(0, +)
        return CommitHeader(
            sha: detail.summary.sha,
            author: Self.person(login: detail.summary.author?.login, actor: git.author),
            committer: Self.person(login: detail.summary.committer?.login, actor: git.committer),
            date: date.map { "\(GitHubJSON.formatDate($0)) (\(RelativeTime.describe($0, now: now())))" } ?? "",
            parents: detail.summary.parents.map(\.sha),
            // git keeps no blank lines at a message's end; a CRLF message's last line break would
            // otherwise leave one.
            message: git.lines.reversed().drop(while: \.isEmpty).reversed().joined(separator: "\n"),
            summary: ChangeSummary.line(additions: additions, deletions: deletions, files: files.count)
        )
    }

    /// "Name <email> (@login)", leaving out what is unknown.
    nonisolated static func person(login: String?, actor: GitActor?) -> String {
        var parts: [String] = []
        if let name = actor?.name, !name.isEmpty { parts.append(name) }
        if let email = actor?.email, !email.isEmpty { parts.append("<\(email)>") }
        if let login, !login.isEmpty { parts.append("(@\(login))") }
        return parts.joined(separator: " ")
    }
}
