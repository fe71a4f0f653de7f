import Foundation
import Models
import Service

/// The state of `repos commit` and of `browse`'s commit screen: one commit with every changed
/// file (`detail`, its files and their patches), asked for by its SHA or ref.
public typealias CommitDetailViewModel = PagedObjectViewModel<CommitDetail, String>

extension PagedObjectViewModel where Object == CommitDetail, Request == String {
    /// Creates the view model.
    public convenience init(owner: String, repo: String, ref: String, source: any CommitSource, now: @escaping @Sendable () -> Date) {
        self.init(owner: owner, repo: repo, request: ref, now: now) { source.commit(owner: owner, repo: repo, ref: ref) }
    }

    /// The SHA or ref asked for.
    public var ref: String { request }
    /// The commit with every page's files (and their patches), once loaded.
    public var detail: CommitDetail? { object }

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
