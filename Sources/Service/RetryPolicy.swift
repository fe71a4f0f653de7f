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
    public static let defaultMaxWait: Double = 60

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

    /// Seconds to wait before attempt `attempt + 1` after `error`, or nil to give up; `now` is
    /// the service's clock, for a rate limit's reset.
    public func delay(after error: GitHubError, attempt: Int, now: Date) -> Double? {
        guard attempt < maxAttempts else { return nil }
        switch error {
        case .server, .network, .timeout:
            return baseDelay * pow(2, Double(attempt - 1)) * jitter()
        case .secondaryRateLimited(let retryAfter, _):
            let wait = Double(retryAfter ?? 60)
            return wait <= maxWait ? wait : nil
        case .rateLimited(let reset, _, _):
            guard let reset else { return nil }
            let wait = max(0, reset.timeIntervalSince(now)) + 1
            return wait <= maxWait ? wait : nil
        default:
            return nil
        }
    }
}
