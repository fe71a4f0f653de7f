extension Publisher where Output: Sendable {
    /// Sends a value only after `dueTime` has passed with no newer value: `browse` filters its rows
    /// once the typed text has been still for a moment. When upstream finishes, a value still
    /// waiting is dropped, as in Combine.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(120), scheduler: DispatchQueue.main)
    /// ```
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<
            Self, S
        >
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher of `debounce(for:scheduler:options:)`.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values, thinned.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher debounced.
        public let upstream: Upstream
        /// The quiet time a value must survive.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where values are sent from.
        public let scheduler: Context
        /// The scheduler's options for each wait and delivery.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "Debounce" }

            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                var latest: Output?
                var generation = 0
                var demand = Subscribers.Demand.none
            }

            private let state: Locked<State>
            private let dueTime: Context.SchedulerTimeType.Stride
            private let scheduler: Context
            private let options: Context.SchedulerOptions?

            init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
                self.options = options
                state = Locked(State(relay: Relay(downstream: downstream)))
                self.dueTime = dueTime
                self.scheduler = scheduler
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                let generation = state.withLock { state -> Int? in
                    guard state.relay.isReceiving else { return nil }
                    state.generation += 1
                    state.latest = input
                    return state.generation
                }
                guard let generation else { return .none }
                let due = scheduler.now.advanced(by: dueTime)
                scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) { [self] in emit(generation: generation) }
                return .none
            }

            /// As in Combine, a value still waiting out its quiet period is dropped: only the
            /// completion is sent.
            func receive(completion: Subscribers.Completion<Failure>) {
                // Upstream is done now (what it sends later is dropped); the completion follows on
                // the scheduler. Its subscription comes out of the lock, to be released outside it.
                let (receiving, _) = state.withLock { state -> (Bool, (any Subscription)?) in
                    guard state.relay.isReceiving else { return (false, nil) }
                    return (true, state.relay.upstreamCompleted())
                }
                guard receiving else { return }
                scheduler.schedule(options: options) { [self] in end().downstream?.receive(completion: completion) }
            }

            func request(_ demand: Subscribers.Demand) {
                state.withLock { $0.demand += demand }
            }

            func cancel() {
                end().upstream?.cancel()
            }

            /// Ends the relay and drops the waiting value; what they held is released after
            /// unlocking.
            private func end() -> Relay<Downstream>.Ended {
                let (ended, _) = state.withLock { state -> (Relay<Downstream>.Ended, Output?) in
                    defer { state.latest = nil }
                    return (state.relay.end(), state.latest)
                }
                return ended
            }

            /// Sends the waiting value if it is still the newest.
            private func emit(generation: Int) {
                let pending = state.withLock { state -> (Downstream, Output)? in
                    guard let downstream = state.relay.downstream, let latest = state.latest, state.demand > 0,
                        generation == state.generation
                    else { return nil }
                    state.latest = nil
                    state.demand -= 1
                    return (downstream, latest)
                }
                guard let (downstream, value) = pending else { return }
                let more = downstream.receive(value)
                state.withLock { $0.demand += more }
            }
        }
    }
}
