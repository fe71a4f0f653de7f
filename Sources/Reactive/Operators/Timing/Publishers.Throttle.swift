extension Publisher where Output: Sendable {
    /// Sends at most one value per `interval`: the first value is sent at once (on `scheduler`),
    /// then, of the values that come while the interval runs, the newest (`latest`) or the first
    /// (not `latest`) once it has passed.
    ///
    /// As Combine's, it asks upstream for everything, a value that comes while the downstream has
    /// no demand is dropped, and a completion waits for a value already due before it.
    ///
    /// ```swift
    /// scrollOffsets.throttle(for: .milliseconds(100), scheduler: DispatchQueue.main, latest: true)
    /// ```
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// The publisher of `throttle(for:scheduler:latest:)`.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values, thinned.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher throttled.
        public let upstream: Upstream
        /// The least time between two values sent.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where values and the completion are sent from.
        public let scheduler: Context
        /// Whether the newest value of an interval is sent, rather than its first.
        public let latest: Bool

        /// Creates the operator.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "Throttle" }

            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                var demand = Subscribers.Demand.none
                /// The value due to be sent by the emission already scheduled.
                var pendingValue: Output?
                /// Upstream's completion, sent by the scheduled emission after any value due.
                var pendingCompletion: Subscribers.Completion<Failure>?
                /// When a value was last sent.
                var lastEmission: Context.SchedulerTimeType?

                var isEmissionScheduled: Bool { pendingValue != nil || pendingCompletion != nil }
            }

            private let state: Locked<State>
            private let interval: Context.SchedulerTimeType.Stride
            private let scheduler: Context
            private let latest: Bool

            init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
                state = Locked(State(relay: Relay(downstream: downstream)))
                self.interval = interval
                self.scheduler = scheduler
                self.latest = latest
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            /// A value with no emission scheduled takes one of the downstream's demand and is sent
            /// at once, or an interval after the last value sent; one that comes while an emission
            /// is scheduled replaces the value due only when `latest`.
            func receive(_ input: Input) -> Subscribers.Demand {
                let now = scheduler.now
                let due = state.withLock { state -> Context.SchedulerTimeType? in
                    guard state.relay.isReceiving, state.demand > 0 else { return nil }
                    guard !state.isEmissionScheduled else {
                        if latest { state.pendingValue = input }
                        return nil
                    }
                    state.demand -= 1
                    state.pendingValue = input
                    guard let earliest = state.lastEmission?.advanced(by: interval) else { return now }
                    return Swift.max(now, earliest)
                }
                guard let due else { return .none }
                if due == now {
                    scheduler.schedule { [self] in emit() }
                } else {
                    scheduler.schedule(after: due) { [self] in emit() }
                }
                return .none
            }

            /// The completion follows a value already due, in the same emission; else it is
            /// scheduled at once.
            func receive(completion: Subscribers.Completion<Failure>) {
                let scheduleNow = state.withLock { state -> (upstream: (any Subscription)?, now: Bool)? in
                    guard state.relay.isReceiving else { return nil }
                    let scheduled = state.isEmissionScheduled
                    state.pendingCompletion = completion
                    return (state.relay.upstreamCompleted(), !scheduled)
                }
                guard let scheduleNow, scheduleNow.now else { return }
                scheduler.schedule { [self] in emit() }
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                state.withLock { state in
                    if state.relay.isLive { state.demand += demand }
                }
            }

            func cancel() {
                let (ended, _) = state.withLock { state -> (Relay<Downstream>.Ended, Output?) in
                    defer {
                        state.pendingValue = nil
                        state.pendingCompletion = nil
                    }
                    return (state.relay.end(), state.pendingValue)
                }
                ended.upstream?.cancel()
            }

            /// Sends the value due, then the completion if upstream has ended.
            private func emit() {
                let now = scheduler.now
                let due = state.withLock {
                    state -> (downstream: Downstream, value: Output?, completion: Subscribers.Completion<Failure>?, ended: Relay<Downstream>.Ended?)? in
                    guard let downstream = state.relay.downstream else { return nil }
                    let value = state.pendingValue
                    let completion = state.pendingCompletion
                    state.pendingValue = nil
                    state.pendingCompletion = nil
                    if value != nil, completion == nil { state.lastEmission = now }
                    return (downstream, value, completion, completion == nil ? nil : state.relay.end())
                }
                guard let due else { return }
                let more = due.value.map { due.downstream.receive($0) } ?? .none
                if let completion = due.completion {
                    due.downstream.receive(completion: completion)
                } else if more > 0 {
                    state.withLock { state in
                        if state.relay.isLive { state.demand += more }
                    }
                }
            }
        }
    }
}
