/// What a pull request's row shows of CI and review: fetched for the rows on screen only.
public struct WorkRowStatus: Equatable, Sendable {
    /// What CI says of the head.
    public var checks: CheckSummary
    /// Where the reviews stand.
    public var reviews: ReviewSummary

    /// Creates a status.
    public init(checks: CheckSummary, reviews: ReviewSummary) { (self.checks, self.reviews) = (checks, reviews) }

    /// The CI column: `✗` when a check failed, `●` while one is pending, `✓` when all passed,
    /// `—` with no checks.
    public var ci: String {
        if checks.checks.isEmpty { return "—" }
        if checks.count(.failed) > 0 { return CheckSummary.Outcome.failed.mark }
        return (checks.count(.pending) > 0 ? CheckSummary.Outcome.pending : .passed).mark
    }

    /// The REVIEW column: `changes req.`, `approved`, `2 approved`, `commented`, or `—`.
    public var review: String {
        let verdicts = reviews.verdicts.map(\.verdict)
        if verdicts.contains(.changesRequested) { return "changes req." }
        let approvals = verdicts.filter { $0 == .approved }.count
        if approvals > 0 { return approvals == 1 ? "approved" : "\(approvals) approved" }
        if verdicts.contains(.commented) { return "commented" }
        return reviews.waitingOn.isEmpty ? "—" : "requested"
    }
}
