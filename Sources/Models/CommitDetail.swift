import Foundation
/// One commit as `GET /repos/{owner}/{repo}/commits/{ref}` returns it: the list item's fields plus
/// whole-commit stats and the changed files, all at the top level as GitHub nests them.
public struct CommitDetail: Decodable, Hashable, Sendable {
    /// The commit's list-item fields (sha, commit, author, …).
    public var summary: Commit
    /// Line counts for the whole commit.
    public var stats: Stats?
    /// The changed files: all pages of them once the service has merged them.
    public var files: [DiffEntry]

    /// Creates a detail.
    public init(summary: Commit, stats: Stats?, files: [DiffEntry]) {
        (self.summary, self.stats, self.files) = (summary, stats, files)
    }

    /// Line counts for a whole commit.
    public struct Stats: Decodable, Hashable, Sendable {
        /// Lines added.
        public var additions: Int
        /// Lines removed.
        public var deletions: Int
        /// Lines changed.
        public var total: Int

        /// Creates stats.
        public init(additions: Int, deletions: Int, total: Int) {
            (self.additions, self.deletions, self.total) = (additions, deletions, total)
        }

        enum CodingKeys: String, CodingKey {
            case additions, deletions, total
        }

        /// Decodes leniently: a missing `total` is the sum; missing counts are 0.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            additions = try container.decodeIfPresent(Int.self, forKey: .additions) ?? 0
            deletions = try container.decodeIfPresent(Int.self, forKey: .deletions) ?? 0
            total = try container.decodeIfPresent(Int.self, forKey: .total) ?? additions + deletions
        }
    }

    enum CodingKeys: String, CodingKey {
        case stats, files
    }

    /// Decodes the list-item fields and the detail fields from the same object.
    public init(from decoder: any Decoder) throws {
        summary = try Commit(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stats = try container.decodeIfPresent(Stats.self, forKey: .stats)
        files = try container.decodeIfPresent([DiffEntry].self, forKey: .files) ?? []
    }
}
