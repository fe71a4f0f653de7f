import Models

/// What CI says of a commit: its check runs (every page) and its legacy statuses combined.
public struct CommitChecks: Sendable {
    /// The check runs, the latest of each.
    public var runs: [CheckRun]
    /// The legacy statuses, the latest per context.
    public var statuses: [CombinedStatus.Status]

    /// Creates the checks.
    public init(runs: [CheckRun], statuses: [CombinedStatus.Status]) { (self.runs, self.statuses) = (runs, statuses) }
}
