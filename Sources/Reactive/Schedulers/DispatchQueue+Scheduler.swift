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

        /// The duration from this time to `other`, held at the longest duration there is (times
        /// near `distantFuture` do not trap).
        public func distance(to other: Self) -> SchedulerStride {
            let (from, to) = (dispatchTime.uptimeNanoseconds, other.dispatchTime.uptimeNanoseconds)
            let gap = to >= from ? Int(clamping: to - from) : -Int(clamping: from - to)
            return SchedulerStride(nanoseconds: gap)
        }

        /// This time moved by `n`, held between the first instant and `distantFuture`.
        public func advanced(by n: SchedulerStride) -> Self {
            let now = dispatchTime.uptimeNanoseconds
            let moved: UInt64 =
                n.magnitude >= 0
                ? now.addingReportingOverflow(UInt64(n.magnitude)).overflow ? .max : now + UInt64(n.magnitude)
                : now > UInt64(n.magnitude.magnitude) ? now - UInt64(n.magnitude.magnitude) : 1
            return Self(DispatchTime(uptimeNanoseconds: moved))
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
