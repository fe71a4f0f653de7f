import Foundation

/// What the service tells its caller as it works, for progress, `--verbose`, and the waits a
/// person must always be told about. Never carries the token.
public enum ServiceEvent: Equatable, Sendable {
    /// A request is about to be sent.
    case started(url: URL)
    /// A request got its answer (or came from the cache).
    case finished(RequestEvent)
    /// A request failed and will be tried again: `attempt` of `attempts`, after `delay` seconds.
    case retrying(url: URL, error: GitHubError, attempt: Int, attempts: Int, delay: Double)
    /// GitHub asked to slow down (a secondary limit): waiting `seconds` before trying again.
    case slowingDown(seconds: Double)
    /// The hourly quota is spent: waiting `seconds`, until `reset`.
    case waitingForRateLimit(seconds: Double, reset: Date?)
}
