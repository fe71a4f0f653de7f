import Foundation
import Reactive

/// A rate limit of `size` requests per window of `seconds` from `origin`, on a given clock, as
/// GitHub keeps it: each answer says what remains and when the window resets; past the limit, a
/// 403 with GitHub's message. For tests and the benchmarks' fixture server.
public final class RateWindow: Sendable {
    private struct State {
        var window = -1
        var used = 0
        var refused = 0
    }

    private let size: Int
    private let seconds: Int
    private let origin: Date
    private let now: @Sendable () -> Date
    private let state = Locked(State())

    /// A window of `size` requests every `seconds` (at least 1), counted from `origin` on `now`.
    public init(size: Int, seconds: Int, origin: Date, now: @escaping @Sendable () -> Date) {
        (self.size, self.seconds, self.origin, self.now) = (size, max(1, seconds), origin, now)
    }

    /// Requests refused so far.
    public var refused: Int { state.withLock { $0.refused } }

    /// `answer` with this window's limits, or the refusal when the window is spent.
    public func admit(_ answer: LoopbackServer.Response) -> LoopbackServer.Response {
        let elapsed = max(0, Int(now().timeIntervalSince(origin)))
        let index = elapsed / seconds
        let reset = Int(origin.timeIntervalSince1970) + (index + 1) * seconds
        let (remaining, admitted) = state.withLock { state -> (Int, Bool) in
            if state.window != index { (state.window, state.used) = (index, 0) }
            guard state.used < size else {
                state.refused += 1
                return (0, false)
            }
            state.used += 1
            return (size - state.used, true)
        }
        let headers = [("x-ratelimit-limit", "\(size)"), ("x-ratelimit-remaining", "\(remaining)"), ("x-ratelimit-reset", "\(reset)")]
        guard admitted else {
            return .json(403, #"{"message":"API rate limit exceeded for user ID 1."}"#, headers: headers)
        }
        var limited = answer
        limited.headers = answer.headers.filter { !$0.0.hasPrefix("x-ratelimit-") } + headers
        return limited
    }
}
