/// Runs every action at once, on the calling thread; time never moves.
///
/// ```swift
/// values.receive(on: ImmediateScheduler.shared)
/// ```
public struct ImmediateScheduler: Scheduler {
    /// Its time: always the start.
    public typealias SchedulerTimeType = VirtualTime
    /// No options.
    public typealias SchedulerOptions = Never

    /// The scheduler.
    public static let shared = ImmediateScheduler()

    /// The start of time.
    public var now: VirtualTime { VirtualTime(nanoseconds: 0) }
    /// No tolerance.
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) { action() }

    /// Runs `action` now, whatever `date` says.
    public func schedule(after date: VirtualTime, tolerance: SchedulerStride, options: Never?, _ action: @escaping @Sendable () -> Void) {
        action()
    }

    /// Runs `action` once, now.
    public func schedule(
        after date: VirtualTime,
        interval: SchedulerStride,
        tolerance: SchedulerStride,
        options: Never?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
