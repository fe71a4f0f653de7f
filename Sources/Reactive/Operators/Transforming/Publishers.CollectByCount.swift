extension Publisher where Output: Sendable {
    /// Gathers values into arrays of `count`, each sent once full; when upstream finishes, what
    /// has been gathered so far is sent as a last, shorter array. A failure drops it.
    ///
    /// As Combine's, a request for `n` arrays asks upstream for `n × count` values.
    ///
    /// ```swift
    /// (1...5).publisher.collect(2)  // [1, 2], [3, 4], [5]
    /// ```
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}

extension Publishers {
    /// The publisher of `collect(_:)`.
    public struct CollectByCount<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// Up to `count` of upstream's values.
        public typealias Output = [Upstream.Output]
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher collected.
        public let upstream: Upstream
        /// How many values make an array.
        public let count: Int

        /// Creates the operator.
        public init(upstream: Upstream, count: Int) {
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
            var description: String { "CollectByCount" }

            typealias Input = Upstream.Output

            private struct State {
                var relay: Relay<Downstream>
                var buffer: [Input] = []
            }

            private let state: Locked<State>
            private let count: Int

            init(downstream: Downstream, count: Int) {
                state = Locked(State(relay: Relay(downstream: downstream, lifetime: .keptForLife)))
                self.count = count
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
            }

            /// The demand given back for a full array is asked of upstream `count` times over.
            func receive(_ input: Input) -> Subscribers.Demand {
                let full = state.withLock { state -> (Downstream, Output)? in
                    guard let downstream = state.relay.receiver else { return nil }
                    state.buffer.append(input)
                    guard state.buffer.count >= count else { return nil }
                    defer { state.buffer = [] }
                    return (downstream, state.buffer)
                }
                guard let (downstream, values) = full else { return .none }
                return downstream.receive(values) * count
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let ended = state.withLock { state -> (Downstream, Output)? in
                    guard let downstream = state.relay.completed()?.downstream else { return nil }
                    defer { state.buffer = [] }
                    return (downstream, state.buffer)
                }
                guard let (downstream, rest) = ended else { return }
                if case .finished = completion, !rest.isEmpty { _ = downstream.receive(rest) }
                downstream.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                // Asking for nothing is the downstream's bug; Combine's `collect(_:)` traps on it.
                demand.requireNonZero()
                state.withLock { $0.relay.upstream }?.request(demand * count)
            }

            func cancel() {
                let (ended, _) = state.withLock { state -> (Relay<Downstream>.Ended, [Input]) in
                    defer { state.buffer = [] }
                    return (state.relay.end(), state.buffer)
                }
                ended.upstream?.cancel()
            }
        }
    }
}
