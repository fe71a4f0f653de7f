import Foundation
import Reactive

/// The time the service reads and the waits it makes (retry backoff, `retry-after`, a rate
/// limit's reset), given to it by the run, so nothing in the service reads the wall clock and a
/// test's waits are virtual: built on a `TestScheduler`, a wait ends when the test advances it.
public struct ServiceClock: Sendable {
    /// Now.
    public var now: @Sendable () -> Date
    /// A publisher that sends once, `seconds` from when it is subscribed to.
    public var wait: @Sendable (_ seconds: Double) -> AnyPublisher<Void, Never>

    /// Creates a clock from its two parts.
    public init(now: @escaping @Sendable () -> Date, wait: @escaping @Sendable (_ seconds: Double) -> AnyPublisher<Void, Never>) {
        self.now = now
        self.wait = wait
    }

    /// Waits on `scheduler`: one scheduled action per wait, sending the value and finishing
    /// together, so a test that advances a `TestScheduler` sees exactly one pending action (with
    /// `delay`, value and completion are two, and time advanced between their scheduling would
    /// leave the completion behind).
    public init<S: Scheduler>(now: @escaping @Sendable () -> Date, scheduler: S) where S.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
        self.now = now
        wait = { seconds in
            Deferred {
                Future<Void, Never> { promise in
                    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(seconds)), tolerance: scheduler.minimumTolerance, options: nil) {
                        promise(.success(()))
                    }
                }
            }
            .eraseToAnyPublisher()
        }
    }
}
