extension Publisher {
    /// Sends, for each value, the time since the one before it (since the subscription, for the
    /// first) as `scheduler` measures it, instead of the value.
    ///
    /// ```swift
    /// keyPresses.measureInterval(using: scheduler)  // .milliseconds(120), .milliseconds(80) …
    /// ```
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// The publisher of `measureInterval(using:options:)`.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The time between two values.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are timed.
        public let upstream: Upstream
        /// Whose clock measures.
        public let scheduler: Context

        /// Creates the operator.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Attaches `subscriber`; the first interval is measured from now.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            let last = Locked(scheduler.now)
            upstream.subscribe(
                TransformingSubscription(
                    named: "MeasureInterval", downstream: subscriber, lifetime: .keptForLife,
                    step: { _ in
                        let now = scheduler.now
                        return .send(
                            last.withLock { last in
                                defer { last = now }
                                return last.distance(to: now)
                            })
                    },
                    transformFailure: { $0 }))
        }
    }
}
