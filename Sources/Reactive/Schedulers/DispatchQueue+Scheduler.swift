import Dispatch

extension DispatchQueue: Scheduler {
    /// A point in dispatch time.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// Wraps `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// Decodes the uptime in nanoseconds, as Combine encodes it.
        public init(from decoder: any Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        /// Encodes the uptime in nanoseconds, as a single number (`42`), as Combine does.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Hashes the uptime.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// The duration from this time to `other`. As in Combine, the uptimes are subtracted as
        /// signed 64-bit numbers that wrap, so nothing traps; `distantFuture` (all bits set) reads
        /// as one nanosecond before the start, and the distance to it is negative.
        public func distance(to other: Self) -> SchedulerStride {
            let from = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let to = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
            return SchedulerStride(nanoseconds: Int(to &- from))
        }

        /// This time moved by `n`, as Dispatch adds time and so Combine does: uptimes are signed
        /// 64-bit numbers, a sum past their largest (or a time already past it) is `distantFuture`,
        /// and one before the first instant is the first instant.
        public func advanced(by n: SchedulerStride) -> Self {
            let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let (sum, overflow) = start.addingReportingOverflow(Int64(n.magnitude))
            let moved: UInt64
            if n.magnitude >= 0 {
                moved = start < 0 || overflow ? DispatchTime.distantFuture.uptimeNanoseconds : UInt64(sum)
            } else {
                moved = overflow || sum < 1 ? 1 : UInt64(sum)
            }
            return Self(DispatchTime(uptimeNanoseconds: moved))
        }
    }

    /// Options for work sent to a queue, as Combine's: its quality of service, its flags and the
    /// group it joins.
    public struct SchedulerOptions: Sendable {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags {
            get { DispatchWorkItemFlags(rawValue: flagBits) }
            set { flagBits = newValue.rawValue }
        }
        /// The flags' bits: Dispatch does not declare its flags `Sendable` on Linux, their raw
        /// value is.
        private var flagBits: DispatchWorkItemFlags.RawValue
        /// The group the work joins while it is queued and running.
        public var group: DispatchGroup?

        /// Creates options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            flagBits = flags.rawValue
            self.group = group
        }
    }

    /// The current dispatch time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    /// Runs `action` on this queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: action)
    }

    /// Runs `action` on this queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: action)
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

extension SchedulerStride {
    /// The duration as a `DispatchTimeInterval` of nanoseconds, as Combine's
    /// `DispatchQueue.SchedulerTimeType.Stride` gives it.
    public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

    /// The duration `interval` names, as Combine reads a `DispatchTimeInterval`: `.never` is the
    /// longest duration there is, and a count too large for nanoseconds is held at `Int`'s ends.
    public init(_ interval: DispatchTimeInterval) {
        switch interval {
        case .seconds(let s): self = .seconds(s)
        case .milliseconds(let ms): self = .milliseconds(ms)
        case .microseconds(let us): self = .microseconds(us)
        case .nanoseconds(let ns): self = .nanoseconds(ns)
        case .never: self = .nanoseconds(.max)
        @unknown default: self = .nanoseconds(.max)
        }
    }
}
