import Reactive
import Testing

/// What `body` returns, waiting for it at most `seconds`: a guard against a hang, never a measure
/// of speed, so the bound is generous (a test must pass on one busy core).
///
/// On timeout it records an issue naming `what` was waited for and throws `WaitTimedOut`, so
/// the test fails and goes on to the next; `body` is left to run (it cannot be stopped from
/// outside), and its result, if it ever comes, is dropped.
public func bounded<T: Sendable>(
    _ what: String, within seconds: Double = 300, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        // Whichever ends first, the body or the timer, resumes; the other finds nothing.
        let once = Locked<CheckedContinuation<T, any Error>?>(continuation)
        let take: @Sendable () -> CheckedContinuation<T, any Error>? = {
            once.withLock { slot in
                defer { slot = nil }
                return slot
            }
        }
        let timer = Task {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
            guard let continuation = take() else { return }
            Issue.record("gave up after \(Int(seconds)) s waiting for \(what)", sourceLocation: sourceLocation)
            continuation.resume(throwing: WaitTimedOut(what: what))
        }
        Task {
            let result: Result<T, any Error>
            do { result = .success(try await body()) } catch { result = .failure(error) }
            // Taken before the timer is cancelled: a cancelled timer wakes at once, and would
            // otherwise find the continuation first and call an answer in time a time-out.
            let continuation = take()
            timer.cancel()
            continuation?.resume(with: result)
        }
    }
}

/// A bounded wait that ran out: `what` never happened.
public struct WaitTimedOut: Error, CustomStringConvertible {
    /// What was waited for.
    public let what: String
    /// `timed out waiting for <what>`.
    public var description: String { "timed out waiting for \(what)" }
}
