import Foundation
import Models

/// One commit as the table shows it.
public struct CommitRow: Equatable, Sendable {
    /// The whole SHA; a view shortens it where it has little room.
    public var sha: String
    /// The author's login, else git's author name.
    public var author: String
    /// "3 days ago".
    public var date: String
    /// ISO 8601 UTC, or empty.
    public var dateISO: String
    /// The first line of the message.
    public var subject: String

    /// Creates a row.
    public init(sha: String, author: String, date: String, dateISO: String, subject: String) {
        self.sha = sha
        self.author = author
        self.date = date
        self.dateISO = dateISO
        self.subject = subject
    }

    /// The row of one commit, its date relative to `now`: the login when GitHub matched one,
    /// else git's name, and the message's first line.
    public init(_ commit: Commit, now: Date) {
        let date = commit.commit.author?.date ?? commit.commit.committer?.date
        self.init(
            sha: commit.sha,
            author: commit.author?.login ?? commit.commit.author?.name ?? "",
            date: date.map { RelativeTime.describe($0, now: now) } ?? "",
            dateISO: date.map(GitHubJSON.formatDate) ?? "",
            subject: commit.commit.title
        )
    }
}
