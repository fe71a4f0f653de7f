extension Publisher where Output: Sendable {
    /// Delivers every value and the completion `interval` later, on `scheduler`, as Combine's
    /// does. As with `receive(on:)`, order is kept only on a serial scheduler.
    ///
    /// ```swift
    /// Just(()).delay(for: .seconds(2), scheduler: DispatchQueue.global())
    /// ```
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher of `delay(for:tolerance:scheduler:options:)`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher delayed.
        public let upstream: Upstream
        /// How long each event waits.
        public let interval: Context.SchedulerTimeType.Stride
        /// How late each event may be.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Where events are delivered.
        public let scheduler: Context
        /// The scheduler's options for each delivery.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`: `receive(on:options:)` whose every hop waits `interval`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.ReceiveOn(
                upstream: upstream, scheduler: DelayingScheduler(base: scheduler, interval: interval, tolerance: tolerance), options: options,
                earlyCancel: .ends
            ).subscribe(subscriber)
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
    let tolerance: Base.SchedulerTimeType.Stride

    var now: Base.SchedulerTimeType { base.now }
    var minimumTolerance: Base.SchedulerTimeType.Stride { base.minimumTolerance }

    func schedule(options: Base.SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
        base.schedule(after: base.now.advanced(by: interval), tolerance: tolerance, options: options, action)
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
