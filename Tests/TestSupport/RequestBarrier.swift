import Dispatch
import Reactive

/// Holds the server threads that arrive at it until `count` have arrived, so a test can prove that
/// a client had that many requests in flight at once without relying on timing.
///
/// A client that never sends `count` requests would hang the test, so the wait gives up after
/// `limit` seconds (a guard against a hang, not a measurement); `releasedByCount` tells which.
public final class RequestBarrier: Sendable {
    private let count: Int
    private let limit: Double
    private let arrived = Locked(0)
    private let opened = Locked(false)
    private let gate = DispatchSemaphore(value: 0)

    /// A barrier that opens when `count` requests have arrived.
    public init(count: Int, limit: Double = 30) {
        self.count = count
        self.limit = limit
    }

    /// Whether `count` arrivals opened the barrier (rather than the time limit).
    public var releasedByCount: Bool { opened.withLock { $0 } }

    /// Waits here until `count` requests have arrived; every arrival after that passes at once.
    public func arrive() {
        let total = arrived.withLock { value -> Int in
            value += 1
            return value
        }
        if total == count {
            opened.withLock { $0 = true }
            for _ in 1..<max(count, 1) { gate.signal() }
            return
        }
        guard total < count else { return }
        _ = gate.wait(timeout: .now() + limit)
    }
}
