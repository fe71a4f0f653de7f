extension Publishers {
    /// Sends the scheduler's time every `interval` while connected, after combine-schedulers'
    /// `Publishers.Timer`: on a `TestScheduler` it ticks as a test advances virtual time, on a
    /// `DispatchQueue` as real time passes. Never completes.
    ///
    /// ```swift
    /// let ticks = Publishers.Timer(every: .seconds(1), scheduler: DispatchQueue.main).autoconnect()
    /// let token = ticks.sink { print("tick at", $0) }
    /// ```
    public final class Timer<Context: Scheduler>: ConnectablePublisher {
        /// The scheduler's time at each tick.
        public typealias Output = Context.SchedulerTimeType
        /// Never fails.
        public typealias Failure = Never

        /// Time between ticks.
        public let interval: Context.SchedulerTimeType.Stride
        /// How late a tick may come; nil for the scheduler's least.
        public let tolerance: Context.SchedulerTimeType.Stride?
        /// Where the ticks are scheduled.
        public let scheduler: Context
        /// The scheduler's options for the ticks.
        public let options: Context.SchedulerOptions?
        private let subject = PassthroughSubject<Output, Never>()

        /// Creates a timer; it ticks once connected.
        public init(
            every interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride? = nil, scheduler: Context,
            options: Context.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`; it gets the ticks sent while it has demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts ticking: the first tick one interval from now.
        public func connect() -> any Cancellable {
            let (subject, scheduler) = (self.subject, self.scheduler)
            return scheduler.schedule(
                after: scheduler.now.advanced(by: interval), interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                options: options
            ) {
                subject.send(scheduler.now)
            }
        }
    }
}
