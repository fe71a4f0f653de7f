import Foundation
import Service

/// A wait the service is in before its next request, as the browse screens count it down: a
/// rate limit until its reset, GitHub asking to slow down, or a retry after a failure. Every wait
/// a server can cause is shown, never a bare spinner.
public struct ServiceWait: Equatable, Sendable {
    /// Why it waits.
    public enum Reason: Equatable, Sendable {
        /// The hourly quota is spent.
        case rateLimit
        /// A secondary limit: GitHub asked to slow down.
        case slowDown
        /// A request failed and will be tried again: `attempt` of `attempts`.
        case retry(attempt: Int, attempts: Int)
    }

    /// Why.
    public var reason: Reason
    /// When it ends.
    public var until: Date

    /// Creates a wait.
    public init(reason: Reason, until: Date) {
        self.reason = reason
        self.until = until
    }

    /// The wait `event` announces, counted from `now`; nil for an event that is not a wait.
    public init?(_ event: ServiceEvent, now: Date) {
        switch event {
        case .waitingForRateLimit(let seconds, let reset): self.init(reason: .rateLimit, until: reset ?? now.addingTimeInterval(seconds))
        case .slowingDown(let seconds): self.init(reason: .slowDown, until: now.addingTimeInterval(seconds))
        case .retrying(_, _, let attempt, let attempts, let delay):
            self.init(reason: .retry(attempt: attempt, attempts: attempts), until: now.addingTimeInterval(delay))
        default: return nil
        }
    }

    /// The status line at `now`: `GitHub asked to slow down; retrying in 0:41`; nil once over.
    public func line(now: Date) -> String? {
        guard until > now else { return nil }
        let seconds = Int(until.timeIntervalSince(now).rounded(.up))
        let countdown = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        switch reason {
        case .rateLimit: return "rate limited; retrying in \(countdown)"
        case .slowDown: return "GitHub asked to slow down; retrying in \(countdown)"
        case .retry(let attempt, let attempts): return "the request failed; retry \(attempt) of \(attempts) in \(countdown)"
        }
    }
}
