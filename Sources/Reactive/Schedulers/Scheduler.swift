/// Decides when and where work runs, as Combine's `Scheduler` does.
public protocol Scheduler<SchedulerTimeType>: Sendable {
    /// A point in this scheduler's time.
    associatedtype SchedulerTimeType: Strideable & Sendable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable
    /// Options a scheduler may accept (quality of service, for instance).
    associatedtype SchedulerOptions: Sendable

    /// The scheduler's current time.
    var now: SchedulerTimeType { get }
    /// The least tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void)
    /// Runs `action` at `date` or a little after.
    func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping @Sendable () -> Void
    )
    /// Runs `action` at `date`, then every `interval`, until cancelled.
    func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping @Sendable () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at `date` or a little after.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping @Sendable () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, no later than `tolerance` after it.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping @Sendable () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
    ///
    /// ```swift
    /// let ticking = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { print("tick") }
    /// ```
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval` (each no later than `tolerance` after its
    /// time), until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A duration that can be written in seconds, milliseconds, microseconds or nanoseconds.
public protocol SchedulerTimeIntervalConvertible {
    /// Whole seconds.
    static func seconds(_ s: Int) -> Self
    /// Fractional seconds.
    static func seconds(_ s: Double) -> Self
    /// Milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// Microseconds.
    static func microseconds(_ us: Int) -> Self
    /// Nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}
