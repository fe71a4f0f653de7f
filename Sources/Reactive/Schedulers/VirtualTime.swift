/// A point in a scheduler's own time, in nanoseconds from its start: the time of
/// `ImmediateScheduler` and `TestScheduler`.
public struct VirtualTime: Strideable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the scheduler began.
    public var nanoseconds: Int

    /// Creates the time `nanoseconds` after the start.
    public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

    /// The duration to `other`.
    public func distance(to other: VirtualTime) -> SchedulerStride {
        .nanoseconds(other.nanoseconds - nanoseconds)
    }

    /// This time moved by `n`.
    public func advanced(by n: SchedulerStride) -> VirtualTime {
        VirtualTime(nanoseconds: nanoseconds + n.magnitude)
    }

    /// The time in seconds, for test messages.
    public var description: String { "\(Double(nanoseconds) / 1_000_000_000)s" }
}
