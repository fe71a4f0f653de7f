import Foundation
import Models
import Reactive
import Service

/// What a run's requests cost, counted from the service's events and said in one line at the
/// run's end with `-v`: how many went to GitHub (a conditional one included), how many of those
/// GitHub answered 304 (which its rate limit does not count), how many the cache answered without
/// asking, how many were refused (403 or 429) and retried, and what the rate limit has left.
public final class RunCost: Sendable {
    private struct Counts {
        var sent = 0
        var notModified = 0
        var unasked = 0
        var refused = 0
        var retried = 0
        /// The latest window's limit: the one with the latest reset, its lowest count (answers
        /// arrive out of order; the lowest is the latest).
        var rate: RateLimit?
        /// Whether the run asked for the line (`-v` on a stderr that is not a full screen).
        var wanted = false
    }

    private let counts = Locked(Counts())

    /// An empty count, said only once a run asks for it.
    public init() {}

    /// Asks for the line at the run's end.
    func want() { counts.withLock { $0.wanted = true } }

    /// Counts `event`.
    func record(_ event: ServiceEvent) {
        counts.withLock { counts in
            switch event {
            case .finished(let request):
                if request.confirmedAt != nil, request.status != 304 {
                    counts.unasked += 1
                } else {
                    counts.sent += 1
                    if request.status == 304 { counts.notModified += 1 }
                    if request.status == 403 || request.status == 429 { counts.refused += 1 }
                }
                if let rate = request.rateLimit, rate.remaining != nil { counts.rate = Self.latest(counts.rate, rate) }
            case .retrying:
                counts.retried += 1
            case .started, .slowingDown, .waitingForRateLimit:
                break
            }
        }
    }

    /// The line, when the run asked for it: `* cost: 26 requests sent, 3 answered 304, 1 answered
    /// by the cache unasked, 2 refused, 5 retried; rate limit 21 spent, 4,977/5,000 left`.
    func summary() -> String? {
        counts.withLock { counts in
            guard counts.wanted else { return nil }
            var text = "* cost: \(Self.count(counts.sent, "request", "requests")) sent, \(counts.notModified.grouped) answered 304"
            text += ", \(counts.unasked.grouped) answered by the cache unasked, \(counts.refused.grouped) refused, \(counts.retried.grouped) retried"
            // What GitHub counts: every answer but a 304 and a refusal.
            text += "; rate limit \((counts.sent - counts.notModified - counts.refused).grouped) spent"
            if let remaining = counts.rate?.remaining {
                text += ", \(remaining.grouped)" + (counts.rate?.limit.map { "/\($0.grouped)" } ?? "") + " left"
            }
            return text + "\n"
        }
    }

    private static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(value.grouped) \(value == 1 ? one : many)"
    }

    private static func latest(_ held: RateLimit?, _ new: RateLimit) -> RateLimit {
        guard let held, let heldRemaining = held.remaining, let newRemaining = new.remaining else { return new }
        switch (held.reset, new.reset) {
        case (let a?, let b?) where b > a: return new
        case (let a?, let b?) where b < a: return held
        default: return newRemaining < heldRemaining ? new : held
        }
    }
}
