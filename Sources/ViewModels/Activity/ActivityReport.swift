import Foundation
import Models
import Service

/// The arithmetic of `repos activity`, done once on the loaded data: which repositories were
/// active, how many commits each had and by whom, per day or week, and the totals.
public struct ActivityReport: Sendable, Equatable {
    /// Repositories with at least one commit in the window: most commits first, then by name.
    public var repositories: [RepositoryActivity]
    /// Every author across the org, most commits first, then by name.
    public var authors: [AuthorActivity]
    /// Commits in the window, across the org.
    public var totalCommits: Int
    /// Repositories pushed since the window's start (active or not).
    public var pushedRepositories: Int
    /// The window, inclusive at both ends.
    public var since: Date
    /// The window's end: `--until`, else now.
    public var until: Date

    /// Counts `activity` in the window `since`…`until`. A commit's date is its committer date
    /// (what GitHub's `since`/`until` filter on), else its author date; days are UTC days.
    public init(_ activity: OrganizationActivity, since: Date, until: Date) {
        self.since = since
        self.until = until
        pushedRepositories = activity.repositories.count
        let unit: ActivityBuckets.Unit = until.timeIntervalSince(since) > 42 * 86_400 ? .week : .day
        let start = Self.startOfDay(since)
        let bucketCount = max(1, Int((until.timeIntervalSince(start) / unit.seconds).rounded(.up)))
        var orgAuthors: [String: AuthorActivity] = [:]
        var entries: [RepositoryActivity] = []
        for item in activity.repositories {
            let dated = item.commits.compactMap { commit -> (Authorship, Date)? in
                guard let date = commit.date, date >= since, date <= until else { return nil }
                return (commit, date)
            }
            guard !dated.isEmpty else { continue }
            var counts = Array(repeating: 0, count: bucketCount)
            var authors: [String: AuthorActivity] = [:]
            for (commit, date) in dated {
                let index = min(bucketCount - 1, max(0, Int(date.timeIntervalSince(start) / unit.seconds)))
                counts[index] += 1
                let author = Self.author(of: commit)
                authors[author.key, default: AuthorActivity(key: author.key, login: author.login, name: author.name, commits: 0)].commits += 1
                orgAuthors[author.key, default: AuthorActivity(key: author.key, login: author.login, name: author.name, commits: 0)].commits += 1
            }
            let dates = dated.map(\.1)
            entries.append(
                RepositoryActivity(
                    fullName: item.repository.fullName, commits: dated.count, authors: Self.ranked(authors.values),
                    firstCommitAt: dates.min() ?? since, lastCommitAt: dates.max() ?? since,
                    buckets: ActivityBuckets(unit: unit, start: start, counts: counts)
                ))
        }
        repositories = entries.sorted { ($0.commits, $1.fullName) > ($1.commits, $0.fullName) }
        authors = Self.ranked(orgAuthors.values)
        totalCommits = entries.reduce(0) { $0 + $1.commits }
    }

    /// Who made `commit`: the linked GitHub login, else the git e-mail (else the git name).
    static func author(of commit: Authorship) -> (key: String, login: String?, name: String) {
        let name = commit.author?.name ?? ""
        if let login = commit.login, !login.isEmpty { return (login, login, name) }
        let email = commit.author?.email ?? ""
        return (email.isEmpty ? name : email, nil, name)
    }

    private static func ranked(_ authors: some Sequence<AuthorActivity>) -> [AuthorActivity] {
        authors.sorted { ($0.commits, $1.key) > ($1.commits, $0.key) }
    }

    private static func startOfDay(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }
}
