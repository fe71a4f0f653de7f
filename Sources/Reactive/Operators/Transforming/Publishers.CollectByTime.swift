extension Publisher where Output: Sendable {
    /// Gathers values into arrays by time, as Combine's `collect(_:options:)`: `.byTime` sends
    /// what has been gathered every `stride` of `scheduler`'s clock, `.byTimeOrCount` also as
    /// soon as `count` values have come. An empty array is never sent; what is gathered when
    /// upstream finishes is sent before `.finished`, and a failure drops it.
    ///
    /// Upstream is asked for everything; an array due while the downstream has no demand stays
    /// gathered (and grows) until it asks.
    ///
    /// ```swift
    /// logLines.collect(.byTimeOrCount(DispatchQueue.main, .seconds(1), 100))
    /// ```
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil)
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

extension Publishers {
    /// When `collect(_:options:)` sends what it has gathered.
    public enum TimeGroupingStrategy<Context: Scheduler>: Sendable {
        /// Every stride of the scheduler's clock.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Every stride, and whenever the count is reached.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// The publisher of `collect(_:options:)`.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher where Upstream.Output: Sendable {
        /// Values gathered in one stretch of time.
        public typealias Output = [Upstream.Output]
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher collected.
        public let upstream: Upstream
        /// When to send.
        public let strategy: TimeGroupingStrategy<Context>
        /// The scheduler's options for its timer.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, strategy: strategy, options: options))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "CollectByTime" }

            typealias Input = Upstream.Output

            private struct State {
                var relay: Relay<Downstream>
                var demand = Subscribers.Demand.none
                var gathered: [Input] = []
                /// The repeating tick, from the subscription to the end.
                var timer: (any Cancellable)?
            }

            private let state: Locked<State>
            private let scheduler: Context
            private let stride: Context.SchedulerTimeType.Stride
            private let count: Int?
            private let options: Context.SchedulerOptions?

            init(downstream: Downstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
                state = Locked(State(relay: Relay(downstream: downstream)))
                switch strategy {
                case .byTime(let scheduler, let stride):
                    (self.scheduler, self.stride, count) = (scheduler, stride, nil)
                case .byTimeOrCount(let scheduler, let stride, let count):
                    (self.scheduler, self.stride, self.count) = (scheduler, stride, count)
                }
                self.options = options
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                let timer = scheduler.schedule(
                    after: scheduler.now.advanced(by: stride), interval: stride, tolerance: scheduler.minimumTolerance, options: options
                ) { [weak self] in self?.send(whenFull: false) }
                let kept = state.withLock { state -> Bool in
                    guard state.relay.isLive else { return false }
                    state.timer = timer
                    return true
                }
                if !kept { timer.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                let full = state.withLock { state -> Bool in
                    guard state.relay.isReceiving else { return false }
                    state.gathered.append(input)
                    return count.map { state.gathered.count >= $0 } ?? false
                }
                if full { send(whenFull: true) }
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let ended = state.withLock { state -> (ended: Relay<Downstream>.Ended, rest: [Input], timer: (any Cancellable)?)? in
                    guard let ended = state.relay.completed() else { return nil }
                    defer {
                        state.gathered = []
                        state.timer = nil
                    }
                    return (ended, state.gathered, state.timer)
                }
                guard let ended, let downstream = ended.ended.downstream else { return }
                ended.timer?.cancel()
                if case .finished = completion, !ended.rest.isEmpty { _ = downstream.receive(ended.rest) }
                downstream.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                state.withLock { state in
                    if state.relay.isLive { state.demand += demand }
                }
            }

            func cancel() {
                let (ended, timer, _) = state.withLock { state -> (Relay<Downstream>.Ended, (any Cancellable)?, [Input]) in
                    defer {
                        state.gathered = []
                        state.timer = nil
                    }
                    return (state.relay.end(), state.timer, state.gathered)
                }
                timer?.cancel()
                ended.upstream?.cancel()
            }

            /// Sends what is gathered, if anything and the downstream has demand (and, for a count,
            /// if it is still full).
            private func send(whenFull: Bool) {
                let due = state.withLock { state -> (Downstream, [Input])? in
                    guard let downstream = state.relay.receiver, !state.gathered.isEmpty, state.demand > 0 else { return nil }
                    if whenFull, let count, state.gathered.count < count { return nil }
                    state.demand -= 1
                    defer { state.gathered = [] }
                    return (downstream, state.gathered)
                }
                guard let (downstream, values) = due else { return }
                let more = downstream.receive(values)
                guard more > 0 else { return }
                state.withLock { state in
                    if state.relay.isLive { state.demand += more }
                }
            }
        }
    }
}
