extension Publisher {
    /// Subscribes to this publisher, and passes on each request and cancel, on `scheduler`; values
    /// and the completion come on whatever upstream sends them from.
    ///
    /// ```swift
    /// expensiveScan.subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
    /// ```
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher of `subscribe(on:options:)`.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to.
        public let upstream: Upstream
        /// Where the subscription, requests and cancel happen.
        public let scheduler: Context
        /// The scheduler's options for each.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Schedules the subscription to upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, scheduler: scheduler, options: options)
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "SubscribeOn" }

            typealias Input = Output

            private let state: Locked<Relay<Downstream>>
            private let scheduler: Context
            private let options: Context.SchedulerOptions?

            init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
                state = Locked(Relay(downstream: downstream, lifetime: .keptForLife))
                self.scheduler = scheduler
                self.options = options
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                state.withLock { $0.receiver }?.receive(input) ?? .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                state.withLock { $0.completed() }?.downstream?.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                guard let upstream = state.withLock({ $0.upstream }) else { return }
                scheduler.schedule(options: options) { upstream.request(demand) }
            }

            func cancel() {
                guard let upstream = state.withLock({ $0.end() }).upstream else { return }
                scheduler.schedule(options: options) { upstream.cancel() }
            }
        }
    }
}
