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
        /// Where the ticks are scheduled.
        public let scheduler: Context
        private let subject = PassthroughSubject<Output, Never>()

        /// Creates a timer; it ticks once connected.
        public init(every interval: Context.SchedulerTimeType.Stride, scheduler: Context) {
            self.interval = interval
            self.scheduler = scheduler
        }

        /// Attaches `subscriber`; it gets the ticks sent while it has demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts ticking: the first tick one interval from now.
        public func connect() -> any Cancellable {
            let (subject, scheduler) = (self.subject, self.scheduler)
            return scheduler.schedule(
                after: scheduler.now.advanced(by: interval), interval: interval, tolerance: scheduler.minimumTolerance, options: nil
            ) {
                subject.send(scheduler.now)
            }
        }
    }
}
