extension Publisher {
    /// Gathers every value into one array, sent when upstream finishes; a failure drops the array.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.collect()  // [1, 2, 3]
    /// ```
    public func collect() -> Publishers.Collect<Self> where Output: Sendable {
        Publishers.Collect(upstream: self)
    }
}

extension Publishers {
    /// The publisher of `collect()`.
    public struct Collect<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// All of upstream's values.
        public typealias Output = [Upstream.Output]
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher collected.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "Collect" }

            typealias Input = Upstream.Output

            private struct State {
                var relay: Relay<Downstream>
                var values: [Input] = []
                var demanded = false
                var upstreamDone = false
            }

            private let state: Locked<State>

            init(downstream: Downstream) { state = Locked(State(relay: Relay(downstream: downstream, earlyCancel: .ignored))) }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                state.withLock { state in
                    if state.relay.isReceiving { state.values.append(input) }
                }
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                switch completion {
                case .finished:
                    // The upstream subscription let go of comes out of the lock, to be released outside it.
                    let (ready, _) = state.withLock { state -> (Bool, (any Subscription)?) in
                        guard state.relay.isReceiving else { return (false, nil) }
                        state.upstreamDone = true
                        return (state.demanded, state.relay.upstreamCompleted())
                    }
                    if ready { emit() }
                case .failure:
                    guard let (ended, _) = end(upstreamCompleted: true) else { return }
                    ended.downstream?.receive(completion: completion)
                }
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                let ready = state.withLock { state -> Bool in
                    state.demanded = true
                    return state.upstreamDone
                }
                if ready { emit() }
            }

            func cancel() {
                end(cancelling: true)?.ended.upstream?.cancel()
            }

            private func emit() {
                guard let (ended, values) = end(), let downstream = ended.downstream else { return }
                _ = downstream.receive(values)
                downstream.receive(completion: .finished)
            }

            /// Ends the relay and hands out what it held with the values collected, to be sent
            /// or released after unlocking; for upstream's completion, by the relay's rule
            /// (`completed()`: nil when that completion is not passed on).
            private func end(upstreamCompleted: Bool = false, cancelling: Bool = false) -> (ended: Relay<Downstream>.Ended, values: [Input])? {
                state.withLock { state in
                    let ended = upstreamCompleted ? state.relay.completed() : cancelling ? state.relay.cancel() : state.relay.end()
                    guard let ended else { return nil }
                    defer { state.values = [] }
                    return (ended, state.values)
                }
            }
        }
    }
}
