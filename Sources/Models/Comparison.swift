/// Two refs compared as `GET /repos/{owner}/{repo}/compare/{base}...{head}` answers: how far the
/// head is ahead of and behind the base, their merge base, the commits the head has that the base
/// lacks (oldest first) and the files they change.
public struct Comparison: Decodable, Hashable, Sendable {
    /// `ahead`, `behind`, `diverged` or `identical`, as GitHub says it.
    public var status: String
    /// Commits the head has that the base lacks.
    public var aheadBy: Int
    /// Commits the base has that the head lacks.
    public var behindBy: Int
    /// The commits of the comparison in all, of which `commits` holds the pages read.
    public var totalCommits: Int
    /// The base ref's commit.
    public var baseCommit: Commit?
    /// The newest commit both sides share.
    public var mergeBaseCommit: Commit?
    /// The head's commits the base lacks, oldest first: all pages of them once the service has
    /// merged them.
    public var commits: [Commit]
    /// The files changed from the merge base to the head; GitHub lists them on the first page
    /// only, and at most `Comparison.fileCap` of them.
    public var files: [DiffEntry]
    /// The comparison's page on github.com.
    public var htmlURL: String?

    /// The most files GitHub lists for one comparison: a comparison with this many may have more.
    public static let fileCap = 300

    /// Whether GitHub may have stopped listing the files at its cap.
    public var filesMayBeCut: Bool { files.count >= Self.fileCap }

    /// Creates a comparison.
    public init(status: String, aheadBy: Int, behindBy: Int, totalCommits: Int, mergeBaseCommit: Commit?, commits: [Commit], files: [DiffEntry]) {
        (self.status, self.aheadBy, self.behindBy, self.totalCommits) = (status, aheadBy, behindBy, totalCommits)
        (self.mergeBaseCommit, self.commits, self.files) = (mergeBaseCommit, commits, files)
    }

    enum CodingKeys: String, CodingKey {
        case status, commits, files
        case aheadBy = "ahead_by"
        case behindBy = "behind_by"
        case totalCommits = "total_commits"
        case baseCommit = "base_commit"
        case mergeBaseCommit = "merge_base_commit"
        case htmlURL = "html_url"
    }

    /// Decodes leniently where GitHub's pages differ: `files` is on the first page only, and a
    /// missing count is what the commits held show.
    public init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        (status, commits, files) = try (json.required(.status), json.optional(.commits) ?? [], json.optional(.files) ?? [])
        (aheadBy, behindBy) = try (json.optional(.aheadBy) ?? commits.count, json.optional(.behindBy) ?? 0)
        totalCommits = try json.optional(.totalCommits) ?? commits.count
        (baseCommit, mergeBaseCommit, htmlURL) = try (json.optional(.baseCommit), json.optional(.mergeBaseCommit), json.optional(.htmlURL))
    }
}
