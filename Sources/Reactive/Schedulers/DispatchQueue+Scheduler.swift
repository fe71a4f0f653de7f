import Dispatch

extension DispatchQueue: Scheduler {
    /// A point in dispatch time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// Wraps `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// Hashes the uptime.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// The duration from this time to `other`.
        public func distance(to other: Self) -> SchedulerStride {
            SchedulerStride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }

        /// This time moved by `n`.
        public func advanced(by n: SchedulerStride) -> Self {
            let moved = Int(dispatchTime.uptimeNanoseconds) + n.magnitude
            return Self(DispatchTime(uptimeNanoseconds: UInt64(Swift.max(moved, 1))))
        }
    }

    /// Options for work sent to a queue.
    public struct SchedulerOptions: Sendable {
        /// The quality of service of the work.
        public var qos: DispatchQoS

        /// Creates options.
        public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
    }

    /// The current dispatch time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    /// Runs `action` on this queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        async(qos: options?.qos ?? .unspecified, execute: action)
    }

    /// Runs `action` on this queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, execute: action)
    }

    /// Runs `action` on this queue at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerStride,
        tolerance: SchedulerStride,
        options: SchedulerOptions?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(handler: action)
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(Swift.max(interval.magnitude, 1)))
        timer.resume()
        // DispatchSourceTimer is not declared Sendable; the box makes the one cancel thread-safe.
        let box = Locked<(any DispatchSourceTimer)?>(timer)
        return AnyCancellable {
            box.withLock { slot in
                defer { slot = nil }
                return slot
            }?.cancel()
        }
    }
}
