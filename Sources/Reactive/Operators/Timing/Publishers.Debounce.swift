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
                /// The newest value's wait, cancelled when a newer value, the end or the value's
                /// own delivery comes first.
                var wait: (any Cancellable)?
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

            /// Each value starts its own wait as Combine's does: the scheduler is asked for `now`, then
            /// its `minimumTolerance`, then for repeating work at `now + dueTime` every `dueTime`
            /// (the first run delivers and cancels it; a scheduler whose cancel does nothing still
            /// delivers each value once).
            func receive(_ input: Input) -> Subscribers.Demand {
                let started = state.withLock { state -> (generation: Int, previous: (any Cancellable)?)? in
                    guard state.relay.isReceiving else { return nil }
                    state.generation += 1
                    state.latest = input
                    defer { state.wait = nil }
                    return (state.generation, state.wait)
                }
                guard let started else { return .none }
                started.previous?.cancel()
                let now = scheduler.now
                let tolerance = scheduler.minimumTolerance
                let wait = scheduler.schedule(after: now.advanced(by: dueTime), interval: dueTime, tolerance: tolerance, options: options) {
                    [self] in emit(generation: started.generation)
                }
                // A scheduler may have run the work already (the immediate one does), or a newer
                // value or the end may have come meanwhile: then the wait is not kept.
                let kept = state.withLock { state -> Bool in
                    guard state.generation == started.generation, state.latest != nil, state.relay.isReceiving else { return false }
                    state.wait = wait
                    return true
                }
                if !kept { wait.cancel() }
                return .none
            }

            /// As in Combine, a value still waiting out its quiet period is dropped, and the
            /// completion is scheduled without the options (Combine passes none for it).
            func receive(completion: Subscribers.Completion<Failure>) {
                // Upstream is done now (what it sends later is dropped); the completion follows on
                // the scheduler. Its subscription comes out of the lock, to be released outside it.
                let ended = state.withLock { state -> (upstream: (any Subscription)?, wait: (any Cancellable)?)? in
                    guard state.relay.isReceiving else { return nil }
                    state.latest = nil
                    defer { state.wait = nil }
                    return (state.relay.upstreamCompleted(), state.wait)
                }
                guard let ended else { return }
                ended.wait?.cancel()
                scheduler.schedule(options: nil) { [self] in end().downstream?.receive(completion: completion) }
            }

            func request(_ demand: Subscribers.Demand) {
                state.withLock { $0.demand += demand }
            }

            func cancel() {
                end().upstream?.cancel()
            }

            /// Ends the relay, drops the waiting value and cancels its wait; what they held is
            /// released after unlocking.
            private func end() -> Relay<Downstream>.Ended {
                let (ended, _, wait) = state.withLock { state -> (Relay<Downstream>.Ended, Output?, (any Cancellable)?) in
                    defer {
                        state.latest = nil
                        state.wait = nil
                    }
                    return (state.relay.end(), state.latest, state.wait)
                }
                wait?.cancel()
                return ended
            }

            /// Sends the waiting value if it is still the newest and the downstream has demand; as in
            /// Combine, without demand it is dropped rather than kept for a later request.
            private func emit(generation: Int) {
                let due = state.withLock { state -> (delivery: (Downstream, Output)?, wait: (any Cancellable)?)? in
                    guard generation == state.generation, let latest = state.latest, let downstream = state.relay.downstream else { return nil }
                    state.latest = nil
                    defer { state.wait = nil }
                    guard state.demand > 0 else { return (nil, state.wait) }
                    state.demand -= 1
                    return ((downstream, latest), state.wait)
                }
                guard let due else { return }
                due.wait?.cancel()
                guard let (downstream, value) = due.delivery else { return }
                let more = downstream.receive(value)
                state.withLock { $0.demand += more }
            }
        }
    }
}
