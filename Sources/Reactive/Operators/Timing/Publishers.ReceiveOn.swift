extension Publisher where Output: Sendable {
    /// Delivers values and completion on `scheduler`.
    ///
    /// Order is kept only if the scheduler runs work in order (a serial queue, the main queue);
    /// on a concurrent queue the completion may overtake a value, as in Combine.
    ///
    /// The subscription is handed down at once; requests and cancels go upstream directly. Values
    /// already scheduled when the subscriber cancels are dropped.
    ///
    /// ```swift
    /// fetch().receive(on: DispatchQueue.main).sink { show($0) }
    /// ```
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher of `receive(on:)`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events move.
        public let upstream: Upstream
        /// Where they move to.
        public let scheduler: Context
        private let options: Context.SchedulerOptions?
        /// What becomes of a cancel before upstream's subscription: ignored, as Combine's
        /// `receive(on:)` ignores it; `delay`, built on this, ends.
        private let earlyCancel: EarlyCancel

        /// Creates the operator.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.init(upstream: upstream, scheduler: scheduler, options: options, earlyCancel: .ignored)
        }

        /// Creates the operator with its rule for a cancel before the subscription.
        init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?, earlyCancel: EarlyCancel) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
            self.earlyCancel = earlyCancel
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, scheduler: scheduler, options: options, earlyCancel: earlyCancel))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "ReceiveOn" }

            typealias Input = Output

            private let state: Locked<Relay<Downstream>>
            /// Whether a completion came: it is scheduled once, and what follows is dropped.
            private let completed = Locked(false)
            private let scheduler: Context
            private let options: Context.SchedulerOptions?

            init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?, earlyCancel: EarlyCancel) {
                state = Locked(Relay(downstream: downstream, earlyCancel: earlyCancel, lifetime: .keptForLife))
                self.scheduler = scheduler
                self.options = options
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                guard state.withLock({ $0.isReceiving }), !completed.withLock({ $0 }) else { return .none }
                scheduler.schedule(options: options) { [self] in
                    guard let downstream = state.withLock({ $0.downstream }) else { return }
                    let more = downstream.receive(input)
                    if more > 0 { state.withLock { $0.upstream }?.request(more) }
                }
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                // Only the first completion, and none after a cancel, is scheduled at all.
                guard state.withLock({ $0.isReceiving }),
                    completed.withLock({ done in
                        defer { done = true }; return !done
                    })
                else { return }
                scheduler.schedule(options: options) { [self] in
                    state.withLock { $0.end() }.downstream?.receive(completion: completion)
                }
            }

            func request(_ demand: Subscribers.Demand) {
                state.withLock { $0.upstream }?.request(demand)
            }

            func cancel() {
                state.withLock { $0.cancel() }.upstream?.cancel()
            }
        }
    }
}
