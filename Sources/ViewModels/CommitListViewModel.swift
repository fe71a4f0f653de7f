import Foundation
import Models
import Reactive
import Service

/// The state of `repos commits`: the commits, whether more exist, and their rows.
@MainActor
public final class CommitListViewModel {
    /// The listing and its loading state.
    public let resource: Resource<Listing<Commit>>
    /// What was asked for.
    public let options: CommitListOptions
    private let source: any CommitSource
    private let now: @Sendable () -> Date
    /// Whether to keep GitHub's object for each commit, for a view that writes them.
    private let keepsDocuments: Bool

    /// Creates the view model; `keepsDocuments` keeps GitHub's object of each commit as sent,
    /// for a view that writes GitHub's JSON.
    public init(options: CommitListOptions, source: any CommitSource, now: @escaping @Sendable () -> Date, keepsDocuments: Bool = false) {
        self.options = options
        self.source = source
        self.now = now
        self.keepsDocuments = keepsDocuments
        resource = Resource(empty: .empty)
    }

    /// The commits, newest first.
    public var commits: [Commit] { resource.value.items }
    /// GitHub's object for each of `commits`, when kept.
    public var documents: [Data] { resource.value.documents }
    /// True when more commits exist than are shown.
    public var hasMore: Bool { resource.value.hasMore }
    /// The failure, if loading failed.
    public var error: GitHubError? { resource.error }

    /// Fetches the commits; returns when done.
    public func load() async {
        let query = CommitQuery(sha: options.branch, author: options.author, path: options.path, since: options.since, until: options.until)
        let pages = source.commitPages(owner: options.owner, repo: options.repo, query: query, limit: options.limit)
        await resource.load(Listing.gather(pages, keepsDocuments: keepsDocuments, endpoint: "\(options.owner)/\(options.repo) commits"))
    }

    /// Rows for the table.
    public var rows: [CommitRow] {
        let now = self.now()
        return commits.map { Self.row(for: $0, now: now) }
    }

    /// The row of one commit: the login when GitHub matched one, else git's name.
    nonisolated static func row(for commit: Commit, now: Date) -> CommitRow {
        let date = commit.commit.author?.date ?? commit.commit.committer?.date
        return CommitRow(
            shortSHA: String(commit.sha.prefix(7)), sha: commit.sha,
            author: commit.author?.login ?? commit.commit.author?.name ?? "",
            date: date.map { RelativeTime.describe($0, now: now) } ?? "",
            dateISO: date.map(GitHubJSON.formatDate) ?? "",
            subject: commit.commit.message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        )
    }
}
