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

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Upstream.Output

            private struct State {
                var downstream: Downstream?
                var upstream: (any Subscription)?
                var values: [Input] = []
                var demanded = false
                var upstreamDone = false
                var subscribed = false
            }

            private let state: Locked<State>

            init(downstream: Downstream) { state = Locked(State(downstream: downstream)) }

            func receive(subscription: any Subscription) {
                let downstream = state.withLock { state -> Downstream? in
                    guard !state.subscribed, let downstream = state.downstream else { return nil }
                    state.subscribed = true
                    state.upstream = subscription
                    return downstream
                }
                guard let downstream else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                state.withLock { state in
                    if state.downstream != nil { state.values.append(input) }
                }
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                switch completion {
                case .finished:
                    let ready = state.withLock { state -> Bool in
                        state.upstreamDone = true
                        state.upstream = nil
                        return state.demanded
                    }
                    if ready { emit() }
                case .failure:
                    let downstream = state.withLock { state -> Downstream? in
                        defer { state = State(subscribed: true) }
                        return state.downstream
                    }
                    downstream?.receive(completion: completion)
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
                let upstream = state.withLock { state -> (any Subscription)? in
                    defer { state = State(subscribed: true) }
                    return state.upstream
                }
                upstream?.cancel()
            }

            private func emit() {
                let pending = state.withLock { state -> (Downstream, [Input])? in
                    guard let downstream = state.downstream else { return nil }
                    defer { state = State(subscribed: true) }
                    return (downstream, state.values)
                }
                guard let (downstream, values) = pending else { return }
                _ = downstream.receive(values)
                downstream.receive(completion: .finished)
            }
        }
    }
}
