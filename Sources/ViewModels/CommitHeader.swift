/// The facts shown above a commit's file list.
public struct CommitHeader: Equatable, Sendable {
    /// The full SHA.
    public var sha: String
    /// "Name <email> (@login)".
    public var author: String
    /// "Name <email> (@login)".
    public var committer: String
    /// ISO date and relative age.
    public var date: String
    /// The parents' full SHAs; a view shortens them where it has little room (a terminal).
    public var parents: [String]
    /// The whole message, each line ended by a line feed alone.
    public var message: String
    /// "+12 -3 in 4 files".
    public var summary: String

    /// Creates a header.
    public init(sha: String, author: String, committer: String, date: String, parents: [String], message: String, summary: String) {
        self.sha = sha
        self.author = author
        self.committer = committer
        self.date = date
        self.parents = parents
        self.message = message
        self.summary = summary
    }
}
