import Foundation

/// Who made a commit and when, and nothing else: what a report across many commits keeps of each
/// (`repos activity`), so a message or a parent list is never held for thousands of commits, and
/// never mistaken for a whole commit.
public struct Authorship: Equatable, Sendable {
    /// The commit's SHA.
    public var sha: String
    /// The git author: name, e-mail, date.
    public var author: GitActor?
    /// The git committer.
    public var committer: GitActor?
    /// The author's GitHub login, when GitHub linked one.
    public var login: String?

    /// Creates an authorship.
    public init(sha: String, author: GitActor?, committer: GitActor?, login: String?) {
        self.sha = sha
        self.author = author
        self.committer = committer
        self.login = login
    }

    /// When the commit was made: the committer's date, else the author's.
    public var date: Date? { committer?.date ?? author?.date }
}
