import Foundation

/// One repository's activity in the window: its commits counted, by author and by day or week.
public struct RepositoryActivity: Sendable, Equatable {
    /// `owner/name`.
    public var fullName: String
    /// Commits in the window.
    public var commits: Int
    /// Its authors, most commits first; their `commits` add up to `commits`.
    public var authors: [AuthorActivity]
    /// The oldest commit's date.
    public var firstCommitAt: Date
    /// The newest commit's date.
    public var lastCommitAt: Date
    /// Commits per day or week.
    public var buckets: ActivityBuckets

    /// Creates an entry.
    public init(fullName: String, commits: Int, authors: [AuthorActivity], firstCommitAt: Date, lastCommitAt: Date, buckets: ActivityBuckets) {
        self.fullName = fullName
        self.commits = commits
        self.authors = authors
        self.firstCommitAt = firstCommitAt
        self.lastCommitAt = lastCommitAt
        self.buckets = buckets
    }
}
