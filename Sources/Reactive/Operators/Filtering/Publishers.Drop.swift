extension Publisher {
    /// Drops the first `count` values and sends on the rest.
    ///
    /// As in Combine, upstream is asked for `count` values beyond the downstream's demand once, when
    /// it subscribes, so the dropped values need no demand of the downstream's.
    ///
    /// ```swift
    /// [1, 2, 3, 4].publisher.dropFirst(2)  // 3 4
    /// ```
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// The publisher of `dropFirst(_:)`.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// Upstream's values after the first `count`.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are dropped.
        public let upstream: Upstream
        /// How many values are dropped.
        public let count: Int

        /// Creates the operator; `count` must not be negative.
        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "dropFirst(_:) needs a count of at least 0")
            self.upstream = upstream
            self.count = count
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, count: count))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "Drop" }

            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                /// Values still to drop.
                var remaining: Int
                /// Demand asked while the downstream is told of the subscription: it goes up
                /// with the count, in one request.
                var announcing = false
                var pending = Subscribers.Demand.none
            }

            private let state: Locked<State>

            init(downstream: Downstream, count: Int) { state = Locked(State(relay: Relay(downstream: downstream, lifetime: .keptForLife), remaining: count)) }

            func receive(subscription: any Subscription) {
                let downstream = state.withLock { state -> Downstream? in
                    guard let downstream = state.relay.accept(subscription) else { return nil }
                    state.announcing = true
                    return downstream
                }
                guard let downstream else { return subscription.cancel() }
                downstream.receive(subscription: self)
                let demand = state.withLock { state -> Subscribers.Demand in
                    state.announcing = false
                    guard state.relay.isLive else { return .none }
                    defer { state.pending = .none }
                    return state.pending + state.remaining
                }
                if demand > 0 { subscription.request(demand) }
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                let downstream = state.withLock { state -> Downstream? in
                    guard let downstream = state.relay.receiver else { return nil }
                    guard state.remaining == 0 else {
                        state.remaining -= 1
                        return nil
                    }
                    return downstream
                }
                return downstream?.receive(input) ?? .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                state.withLock { $0.relay.completed() }?.downstream?.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                // Asking for nothing is the downstream's bug; Combine's `dropFirst` traps on it.
                demand.requireNonZero()
                let upstream = state.withLock { state -> (any Subscription)? in
                    guard !state.announcing else {
                        state.pending += demand
                        return nil
                    }
                    return state.relay.upstream
                }
                upstream?.request(demand)
            }

            func cancel() {
                state.withLock { $0.relay.cancel() }.upstream?.cancel()
            }
        }
    }
}
