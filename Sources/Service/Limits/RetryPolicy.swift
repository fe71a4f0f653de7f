import Foundation

/// When a failed GET is tried again, and after how long.
///
/// Transient failures (5xx, network, timeout) get up to `maxAttempts` attempts with exponential
/// backoff and jitter. A secondary rate limit waits as GitHub says (`retry-after`, else a minute),
/// and a spent primary quota waits for its reset, but only when that wait is at most `maxWait`;
/// otherwise the error goes to the user at once rather than hammering the API.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The first backoff delay; each later one doubles.
    public var baseDelay: Double
    /// The longest wait, in seconds, the policy accepts for a rate limit.
    public var maxWait: Double
    /// Multiplies each backoff delay; jitter in 0.5…1.5 normally, fixed in tests.
    public var jitter: @Sendable () -> Double

    /// The longest wait for a rate limit or `retry-after`, unless the caller says otherwise.
    public static let defaultMaxWait = Double(ServiceLimit.waitSeconds.value)

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
            case .slowDown(let seconds): .slowingDown(seconds: seconds)
            case .rateLimit(let seconds, let reset): .waitingForRateLimit(seconds: seconds, reset: reset)
            }
        }
    }

    /// Creates a policy.
    public init(
        maxAttempts: Int = ServiceLimit.attempts.value, baseDelay: Double = 0.5, maxWait: Double = defaultMaxWait,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.5...1.5) }
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxWait = maxWait
        self.jitter = jitter
    }

    /// The wait before attempt `attempt + 1` after `error`, or nil to give up; `now` is the
    /// service's clock, for a rate limit's reset. Every wait, a rate limit's included, uses up an
    /// attempt.
    public func wait(after error: GitHubError, attempt: Int, now: Date) -> Wait? {
        guard attempt < maxAttempts else { return nil }
        switch error {
        case .server, .network, .timeout:
            return .backoff(seconds: baseDelay * pow(2, Double(attempt - 1)) * jitter(), attempt: attempt + 1, attempts: maxAttempts)
        case .secondaryRateLimited(let retryAfter, _):
            let seconds = Double(retryAfter ?? 60)
            return seconds <= maxWait ? .slowDown(seconds: seconds) : nil
        case .rateLimited(let reset, _, _):
            guard let reset else { return nil }
            let seconds = max(0, reset.timeIntervalSince(now)) + 1
            return seconds <= maxWait ? .rateLimit(seconds: seconds, reset: reset) : nil
        default:
            return nil
        }
    }
}
