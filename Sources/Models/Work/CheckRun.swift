import Foundation

/// One check of a commit (a CI job), as `GET /commits/{ref}/check-runs` lists them.
public struct CheckRun: Decodable, Hashable, Sendable {
    /// Its name, e.g. `build (macos-14)`.
    public var name: String
    /// `queued`, `in_progress`, `completed`, `waiting`, `requested` or `pending`.
    public var status: String
    /// How it ended, once completed: `success`, `failure`, `neutral`, `cancelled`, `skipped`,
    /// `timed_out`, `action_required`, `stale`, `startup_failure`; nil before.
    public var conclusion: String?
    /// When it started and finished.
    public var startedAt: Date?
    /// When it finished.
    public var completedAt: Date?

    /// Creates a check run.
    public init(name: String, status: String, conclusion: String? = nil, startedAt: Date? = nil, completedAt: Date? = nil) {
        (self.name, self.status, self.conclusion, self.startedAt, self.completedAt) = (name, status, conclusion, startedAt, completedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case name, status, conclusion
        case startedAt = "started_at"
        case completedAt = "completed_at"
    }
}

/// A page of a commit's check runs: how many there are in all, and this page's.
public struct CheckRuns: Decodable, Sendable {
    /// How many check runs the commit has.
    public var totalCount: Int
    /// This page's.
    public var checkRuns: [CheckRun]

    /// Creates a page.
    public init(totalCount: Int, checkRuns: [CheckRun]) { (self.totalCount, self.checkRuns) = (totalCount, checkRuns) }

    private enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case checkRuns = "check_runs"
    }
}
