extension Publisher where Output: Sendable {
    /// Delivers every value and the completion `interval` later, on `scheduler`, as Combine's
    /// does. As with `receive(on:)`, order is kept only on a serial scheduler.
    ///
    /// ```swift
    /// Just(()).delay(for: .seconds(2), scheduler: DispatchQueue.global())
    /// ```
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }
}

extension Publishers {
    /// The publisher of `delay(for:scheduler:)`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher delayed.
        public let upstream: Upstream
        /// How long each event waits.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where events are delivered.
        public let scheduler: Context

        /// Creates the operator.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
        }

        /// Attaches `subscriber`: `receive(on:)` whose every hop waits `interval`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(on: DelayingScheduler(base: scheduler, interval: interval)).subscribe(subscriber)
        }
    }
}

/// A scheduler that runs immediate work `interval` later on `base`: lets `delay` reuse
/// `receive(on:)`'s delivery and cancellation rules.
private struct DelayingScheduler<Base: Scheduler>: Scheduler {
    typealias SchedulerTimeType = Base.SchedulerTimeType
    typealias SchedulerOptions = Base.SchedulerOptions

    let base: Base
    let interval: Base.SchedulerTimeType.Stride

    var now: Base.SchedulerTimeType { base.now }
    var minimumTolerance: Base.SchedulerTimeType.Stride { base.minimumTolerance }

    func schedule(options: Base.SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        base.schedule(after: base.now.advanced(by: interval), tolerance: base.minimumTolerance, options: options, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        base.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        base.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}
