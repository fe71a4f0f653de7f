import Foundation
import Models

/// When a failed GET is tried again, and after how long.
///
/// Transient failures (5xx, network) are tried again with exponential backoff (at most
/// `maxBackoff` apart) and jitter, for as long as the run makes progress: at most `maxAttempts`
/// attempts of one request, and never once `maxFailuresInARow` attempts have failed one after
/// another across the run with none succeeding between. A request that got no answer in time is
/// tried `timeoutAttempts` times in all, and one that could not connect at all
/// `unreachableAttempts` times, the next within `unreachableDelay`: neither is a passing fault,
/// and each try of a silent server costs the whole `--timeout`. A secondary rate limit waits as GitHub
/// says (`retry-after`, else a minute), and a spent primary quota waits for its reset, but only
/// when that wait is at most `maxWait`; otherwise the error goes to the user at once rather than
/// hammering the API.
public struct RetryPolicy: Sendable {
    /// Attempts of one request in all, the first included.
    public var maxAttempts: Int
    /// Attempts failing one after another across the run, past which nothing is tried again.
    public var maxFailuresInARow: Int
    /// The longest backoff between two attempts.
    public var maxBackoff: Double
    /// The first backoff delay; each later one doubles.
    public var baseDelay: Double
    /// Attempts of one request that timed out, the first included.
    public var timeoutAttempts: Int
    /// Attempts of one request whose connection was refused or whose host has no address.
    public var unreachableAttempts: Int
    /// The longest wait before trying an unreachable server again, jitter included.
    public var unreachableDelay: Double
    /// The longest wait, in seconds, the policy accepts for a rate limit.
    public var maxWait: Double
    /// Multiplies each backoff delay; jitter in 0.5…1.5 normally, fixed in tests.
    public var jitter: @Sendable () -> Double

    /// The longest wait for a rate limit or `retry-after`, unless the caller says otherwise.
    public static let defaultMaxWait = Double(Limit.waitSeconds.value)

    /// A wait before the next attempt, and what it is for: the one decision about waiting, and
    /// the event that announces it.
    public enum Wait: Equatable, Sendable {
        /// A transient failure: backoff before attempt `attempt` of `attempts`.
        case backoff(seconds: Double, attempt: Int, attempts: Int)
        /// A secondary rate limit: GitHub asked to slow down.
        case slowDown(seconds: Double)
        /// The primary quota is spent: until `reset`.
        case rateLimit(seconds: Double, reset: Date?)

        /// How long.
        public var seconds: Double {
            switch self {
            case .backoff(let seconds, _, _), .slowDown(let seconds), .rateLimit(let seconds, _): seconds
            }
        }

        /// The event that tells the caller of this wait, after `error` on `url`.
        public func event(url: URL, error: GitHubError) -> ServiceEvent {
            switch self {
            case .backoff(let seconds, let attempt, let attempts): .retrying(url: url, error: error, attempt: attempt, attempts: attempts, delay: seconds)
            case .slowDown, .rateLimit: announcement ?? .slowingDown(seconds: seconds)
            }
        }

        /// The event for a wait of the whole run (a pause, a reset), which names no request;
        /// nil for a backoff, which is one request's.
        public var announcement: ServiceEvent? {
            switch self {
            case .backoff: nil
            case .slowDown(let seconds): .slowingDown(seconds: seconds)
            case .rateLimit(let seconds, let reset): .waitingForRateLimit(seconds: seconds, reset: reset)
            }
        }
    }

    /// Creates a policy.
    public init(
        maxAttempts: Int = Limit.attempts.value, maxFailuresInARow: Int = Limit.failuresInARow.value, baseDelay: Double = 0.25,
        maxBackoff: Double = 2, maxWait: Double = defaultMaxWait, timeoutAttempts: Int = Limit.timeoutAttempts.value,
        unreachableAttempts: Int = Limit.unreachableAttempts.value, unreachableDelay: Double = 0.5,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.5...1.5) }
    ) {
        self.timeoutAttempts = timeoutAttempts
        self.unreachableAttempts = unreachableAttempts
        self.unreachableDelay = unreachableDelay
        self.maxAttempts = maxAttempts
        self.maxFailuresInARow = maxFailuresInARow
        self.maxBackoff = maxBackoff
        self.baseDelay = baseDelay
        self.maxWait = maxWait
        self.jitter = jitter
    }

    /// How long a secondary limit pauses the run: its `retry-after`, else the minute GitHub's
    /// guidance names.
    public static func pause(retryAfter: Int?) -> Double { Double(retryAfter ?? 60) }

    /// How long until a spent quota's window `reset`s, and the second after it GitHub advises.
    public static func untilReset(_ reset: Date, now: Date) -> Double { reset.timeIntervalSince(now) + 1 }

    /// Whether a wait of `seconds` the server asks for is waited, rather than said at once.
    public func waits(_ seconds: Double) -> Bool { seconds <= maxWait }

    /// How long to wait before asking again for a pull request GitHub answered with
    /// `mergeable: null` on ask `ask` (from 1): it computes mergeability in the background and
    /// asks clients to try again after a while. 1, 2, then 4 s; nil once
    /// `Limit.mergeabilityAsks` asks were made.
    public func mergeabilityWait(afterAsk ask: Int) -> Double? {
        guard ask >= 1, ask < Limit.mergeabilityAsks.value else { return nil }
        return Double(1 << (ask - 1))
    }

    /// GitHub's poll interval when a feed does not say (its documented usual).
    public static let defaultPollSeconds = 60

    /// How long a watch waits before it polls a feed again: as long as the server's
    /// `X-Poll-Interval` asks (GitHub's usual 60 s when it says nothing), at least a second and at
    /// most `Limit.pollSeconds`, and never less than `asked` (`--interval`), which may only slow
    /// it down.
    public func pollWait(serverInterval: Int?, asked: Double?) -> Double {
        let server = Double(min(max(serverInterval ?? Self.defaultPollSeconds, 1), Limit.pollSeconds.value))
        return max(server, min(asked ?? 0, Double(Limit.pollSeconds.value)))
    }

    /// How long a watch waits before it tries again a feed whose last `failures` polls (from 1)
    /// failed, each after its own retries: 1, 2, 4 … s, at most `Limit.reconnectSeconds`, with
    /// jitter so many watchers do not come back at once. A watch never gives up on the network.
    public func reconnectWait(afterFailures failures: Int) -> Double {
        let doubling = pow(2, Double(min(max(failures, 1) - 1, 30)))
        return min(Double(Limit.reconnectSeconds.value), doubling * jitter()).rounded(.up)
    }

    /// Whether a watch goes on after `error`: trouble that passes (the network, a 5xx, a timeout,
    /// a rate limit) is waited out with `reconnectWait`; an answer that will not change (a 404,
    /// a refused token) ends it.
    public func keepsWatching(after error: GitHubError) -> Bool {
        switch error {
        case .server, .network, .unreachable, .timeout, .rateLimited, .secondaryRateLimited: true
        default: false
        }
    }

    /// The wait before attempt `attempt + 1` after `error`, or nil to give up; `failuresInARow`
    /// is the run's count of attempts failed one after another (this one included), and `now`
    /// the service's clock, for a rate limit's reset. Every wait, a rate limit's included, uses
    /// up an attempt; a request waits for a rate limit once (`waitedForALimit`), so no run waits
    /// much past `maxWait` for one refusal after another. A reset already past is now: no wait.
    public func wait(after error: GitHubError, attempt: Int, failuresInARow: Int = 1, waitedForALimit: Bool = false, now: Date) -> Wait? {
        guard attempt < maxAttempts, failuresInARow < maxFailuresInARow else { return nil }
        switch error {
        case .timeout where attempt >= timeoutAttempts, .unreachable where attempt >= unreachableAttempts:
            return nil
        case .secondaryRateLimited where waitedForALimit, .rateLimited where waitedForALimit:
            // Refused again after waiting as GitHub asked: waiting again would hold the run for
            // many times --max-wait, so the refusal ends it.
            return nil
        case .unreachable:
            return .backoff(seconds: min(unreachableDelay, baseDelay * jitter()), attempt: attempt + 1, attempts: unreachableAttempts)
        case .timeout:
            let seconds = min(maxBackoff, baseDelay * pow(2, Double(min(attempt - 1, 30)))) * jitter()
            return .backoff(seconds: seconds, attempt: attempt + 1, attempts: timeoutAttempts)
        case .server, .network:
            let seconds = min(maxBackoff, baseDelay * pow(2, Double(min(attempt - 1, 30)))) * jitter()
            return .backoff(seconds: seconds, attempt: attempt + 1, attempts: maxAttempts)
        case .secondaryRateLimited(let retryAfter, _):
            let seconds = Self.pause(retryAfter: retryAfter)
            return waits(seconds) ? .slowDown(seconds: seconds) : nil
        case .rateLimited(let reset, _, _):
            guard let reset else { return nil }
            // A reset already past is now; one still ahead is waited out, and GitHub's advised second.
            guard reset > now else { return .backoff(seconds: 0, attempt: attempt + 1, attempts: maxAttempts) }
            let seconds = Self.untilReset(reset, now: now)
            return waits(seconds) ? .rateLimit(seconds: seconds, reset: reset) : nil
        default:
            return nil
        }
    }
}
