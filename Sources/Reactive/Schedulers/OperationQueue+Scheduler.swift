import Dispatch
import Foundation

extension OperationQueue: Scheduler {
    /// A point in wall-clock time, as Combine's `OperationQueue.SchedulerTimeType` is a `Date`.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        /// The date.
        public var date: Date

        /// Wraps `date`.
        public init(_ date: Date) { self.date = date }

        /// The duration from this date to `other`.
        public func distance(to other: Self) -> SchedulerStride {
            .seconds(other.date.timeIntervalSince(date))
        }

        /// This date moved by `n`.
        public func advanced(by n: SchedulerStride) -> Self {
            Self(date.addingTimeInterval(n.inSeconds))
        }
    }

    /// Combine's options for an operation queue: it has none, and neither has this one.
    public struct SchedulerOptions: Sendable {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(.wallClock) }

    /// No tolerance.
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    /// Adds `action` to this queue as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        addOperation(action)
    }

    /// Adds `action` to this queue as an operation at `date`.
    ///
    /// The wait is kept by a global dispatch queue, so the queue holds no operation until the
    /// date comes (Combine keeps it on a run loop, which `repos` does not turn).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        DispatchQueue.global().schedule(after: Self.dispatchTime(of: date), tolerance: tolerance, options: nil) { [self] in addOperation(action) }
    }

    /// Adds `action` to this queue as an operation at `date` and every `interval` after, until
    /// cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride, options: SchedulerOptions?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        let deadline = Self.dispatchTime(of: date)
        return DispatchQueue.global().schedule(after: deadline, interval: interval, tolerance: tolerance, options: nil) { [self] in addOperation(action) }
    }

    /// The dispatch time as far from now as `date` is from the current date.
    private static func dispatchTime(of date: SchedulerTimeType) -> DispatchQueue.SchedulerTimeType {
        DispatchQueue.SchedulerTimeType(.now()).advanced(by: SchedulerTimeType(.wallClock).distance(to: date))
    }
}
