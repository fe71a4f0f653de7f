import Models
import Service

/// What CI says of a pull request's head, check runs and legacy statuses together: each check
/// with its outcome, and the counts ("✓ 5 passed · ✗ 1 failed · ● 2 pending"). No checks at all
/// is "no checks", never pending.
public struct CheckSummary: Equatable, Sendable {
    /// How one check came out.
    public enum Outcome: String, Sendable {
        /// Succeeded (or was neutral or skipped).
        case passed
        /// Failed, errored, timed out, was cancelled or needs action.
        case failed
        /// Not done yet.
        case pending

        /// Its mark in every summary, list and column: `✓`, `✗` or `●`.
        public var mark: String {
            switch self {
            case .passed: "✓"
            case .failed: "✗"
            case .pending: "●"
            }
        }
    }

    /// One check: its name and outcome, and GitHub's word for how it ended.
    public struct Check: Equatable, Sendable {
        /// Its name (a check run's) or context (a status's).
        public var name: String
        /// Its outcome.
        public var outcome: Outcome
        /// GitHub's word: a conclusion, a status's state, or `in progress`.
        public var detail: String
    }

    /// Every check, failed first, then pending, then passed, each group by name.
    public var checks: [Check]

    /// The summary of `checks`.
    public init(_ checks: CommitChecks) {
        var all: [Check] = checks.runs.map { run in
            guard run.status == "completed" else {
                return Check(name: run.name, outcome: .pending, detail: run.status.replacingOccurrences(of: "_", with: " "))
            }
            let conclusion = run.conclusion ?? "unknown"
            let outcome: Outcome = ["success", "neutral", "skipped"].contains(conclusion) ? .passed : .failed
            return Check(name: run.name, outcome: outcome, detail: conclusion.replacingOccurrences(of: "_", with: " "))
        }
        all += checks.statuses.map { status in
            let outcome: Outcome = status.state == "success" ? .passed : status.state == "pending" ? .pending : .failed
            return Check(name: status.context, outcome: outcome, detail: status.state)
        }
        let rank: [Outcome: Int] = [.failed: 0, .pending: 1, .passed: 2]
        self.checks = all.sorted { (rank[$0.outcome] ?? 3, $0.name) < (rank[$1.outcome] ?? 3, $1.name) }
    }

    /// How many came out `outcome`.
    public func count(_ outcome: Outcome) -> Int { checks.filter { $0.outcome == outcome }.count }

    /// "✓ 5 passed · ✗ 1 failed · ● 2 pending", the counts that are not 0; "no checks".
    public var line: String {
        guard !checks.isEmpty else { return "no checks" }
        let parts = [Outcome.passed, .failed, .pending].compactMap { outcome in
            count(outcome) > 0 ? "\(outcome.mark) \(count(outcome)) \(outcome.rawValue)" : nil
        }
        return parts.joined(separator: " · ")
    }
}
