extension Publisher {
    /// Sends the first value, then finishes and cancels upstream.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.first()  // 1
    /// ```
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Sends the first value that satisfies `predicate`, then finishes and cancels upstream.
    ///
    /// ```swift
    /// $isLoading.first { !$0 }
    /// ```
    public func first(where predicate: @escaping @Sendable (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher of `first()`: `first(where:)` with a test every value passes, so the two
    /// share one state machine.
    public struct First<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first value is sent.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FirstWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// The publisher of `first(where:)`.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// The test a value must pass.
        public let predicate: @Sendable (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, predicate: predicate))
        }

        /// As in Combine: upstream is asked for everything at once, values are tested before
        /// any demand arrives, and the match is held until the downstream asks for it.
        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                var match: Output?
                var demanded = false
            }

            private let state: Locked<State>
            private let predicate: @Sendable (Output) -> Bool

            init(downstream: Downstream, predicate: @escaping @Sendable (Output) -> Bool) {
                state = Locked(State(relay: Relay(downstream: downstream, earlyCancel: .ignored, lifetime: .keptForLife)))
                self.predicate = predicate
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                guard state.withLock({ $0.relay.isReceiving && $0.match == nil }), predicate(input) else { return .none }
                let (upstream, send) = state.withLock { state -> ((any Subscription)?, Bool) in
                    guard state.relay.isReceiving, state.match == nil else { return (nil, false) }
                    state.match = input
                    return (state.relay.upstreamCompleted(), state.demanded)
                }
                upstream?.cancel()
                if send { sendMatch() }
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let ended = state.withLock { state -> Relay<Downstream>.Ended? in
                    // A held match finishes when it is asked for.
                    guard state.match == nil else { return nil }
                    return state.relay.completed()
                }
                ended?.downstream?.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                let send = state.withLock { state -> Bool in
                    state.demanded = true
                    return state.match != nil
                }
                if send { sendMatch() }
            }

            func cancel() {
                // The match comes out of the lock too, to be released outside it.
                let (ended, _) = state.withLock { state -> (Relay<Downstream>.Ended, Output?) in
                    defer { state.match = nil }
                    return (state.relay.cancel(), state.match)
                }
                ended.upstream?.cancel()
            }

            private func sendMatch() {
                let pending = state.withLock { state -> (Relay<Downstream>.Ended, Output)? in
                    guard let match = state.match, state.relay.isLive else { return nil }
                    state.match = nil
                    return (state.relay.end(), match)
                }
                guard let (ended, match) = pending, let downstream = ended.downstream else { return }
                _ = downstream.receive(match)
                downstream.receive(completion: .finished)
            }
        }
    }
}
