import Models

/// Where a pull request's reviews stand: the latest verdict of each reviewer, and who is still
/// asked, said plainly ("1 approval; changes requested by @x; waiting on @y").
public struct ReviewSummary: Equatable, Sendable {
    /// A reviewer's latest verdict.
    public enum Verdict: String, Sendable {
        /// Approved.
        case approved
        /// Asked for changes.
        case changesRequested = "changes requested"
        /// Commented only.
        case commented
        /// A review that was dismissed.
        case dismissed
    }

    /// Each reviewer's latest verdict, in the order they first reviewed.
    public var verdicts: [(login: String, verdict: Verdict)]
    /// Who is asked and has not reviewed: `@login` or `org/team`.
    public var waitingOn: [String]

    /// The summary of `reviews` (oldest first, as GitHub lists them) with `requested` still
    /// asked. A comment after an approval or a request for changes does not undo it, as on
    /// GitHub; a dismissal does, and a pending review is no verdict yet.
    public init(reviews: [Review], requested: [String]) {
        var order: [String] = []
        var latest: [String: Verdict] = [:]
        for review in reviews {
            guard let login = review.user?.login else { continue }
            let verdict: Verdict
            switch review.state {
            case "APPROVED": verdict = .approved
            case "CHANGES_REQUESTED": verdict = .changesRequested
            case "DISMISSED": verdict = .dismissed
            case "COMMENTED": verdict = .commented
            default: continue
            }
            if latest[login] == nil { order.append(login) }
            if verdict == .commented, let held = latest[login], held != .commented { continue }
            latest[login] = verdict
        }
        verdicts = order.compactMap { login in latest[login].map { (login, $0) } }
        waitingOn = requested
    }

    /// "2 approvals; changes requested by @x; waiting on @y, acme/payments", or "no reviews".
    public var line: String {
        var parts: [String] = []
        let approvals = verdicts.filter { $0.verdict == .approved }.count
        if approvals > 0 { parts.append(approvals == 1 ? "1 approval" : "\(approvals) approvals") }
        let changes = verdicts.filter { $0.verdict == .changesRequested }.map { "@" + $0.login }
        if !changes.isEmpty { parts.append("changes requested by " + changes.joined(separator: ", ")) }
        let comments = verdicts.filter { $0.verdict == .commented }.count
        if comments > 0 { parts.append(comments == 1 ? "1 comment only" : "\(comments) comments only") }
        let dismissed = verdicts.filter { $0.verdict == .dismissed }.map { "@" + $0.login }
        if !dismissed.isEmpty { parts.append("dismissed: " + dismissed.joined(separator: ", ")) }
        if !waitingOn.isEmpty { parts.append("waiting on " + waitingOn.joined(separator: ", ")) }
        return parts.isEmpty ? "no reviews" : parts.joined(separator: "; ")
    }

    /// Equal when the verdicts and who is asked are.
    public static func == (a: ReviewSummary, b: ReviewSummary) -> Bool {
        a.waitingOn == b.waitingOn && a.verdicts.map(\.login) == b.verdicts.map(\.login) && a.verdicts.map(\.verdict) == b.verdicts.map(\.verdict)
    }
}
