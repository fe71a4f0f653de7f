import Foundation
import Models
import Service

/// One pull request or issue in full, as `repos pr` and `repos issue` show it: the object and
/// GitHub's bytes of it, its conversation, and for a pull request its reviews, checks and files.
public struct WorkDetail: Sendable {
    /// The pull request, for `repos pr`.
    public var pullRequest: PullRequest?
    /// The issue, for `repos issue`.
    public var issue: Issue?
    /// GitHub's object, exactly as sent.
    public var bytes: Data
    /// The conversation's comments, oldest first.
    public var comments: [IssueComment] = []
    /// The reviews, oldest first.
    public var reviews: [Review] = []
    /// What CI says of the head.
    public var checks: CommitChecks?
    /// The files it changes, when asked for.
    public var files: [DiffEntry] = []
    /// Its commits, oldest first, when asked for.
    public var commits: [Commit] = []
}
