extension Publisher {
    /// Sends `output` and finishes if upstream finishes without sending a value; otherwise passes
    /// everything through.
    ///
    /// As Combine's, it asks upstream for everything once the downstream is subscribed (and passes
    /// each request on besides), and the replacement waits for the downstream's first request.
    ///
    /// ```swift
    /// [Double]().publisher.replaceEmpty(with: .nan)  // nan
    /// ```
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> where Output: Sendable {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publishers {
    /// The publisher of `replaceEmpty(with:)`.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values, or the replacement.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The value sent when upstream finishes with none.
        public let output: Output
        /// The publisher that may be empty.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, replacement: output))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "ReplaceEmpty" }

            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                var sentAValue = false
                var demanded = false
                /// Upstream finished empty before any request: the replacement waits for one.
                var replacementPending = false
            }

            private let state: Locked<State>
            private let replacement: Output

            init(downstream: Downstream, replacement: Output) {
                state = Locked(State(relay: Relay(downstream: downstream, earlyCancel: .ignored, lifetime: .keptForLife)))
                self.replacement = replacement
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                let downstream = state.withLock { state -> Downstream? in
                    guard let downstream = state.relay.receiver else { return nil }
                    state.sentAValue = true
                    return downstream
                }
                return downstream?.receive(input) ?? .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let (ended, replace) = state.withLock { state -> (Relay<Downstream>.Ended?, Bool) in
                    guard state.relay.isReceiving else { return (nil, false) }
                    guard case .finished = completion, !state.sentAValue else { return (state.relay.end(), false) }
                    guard state.demanded else {
                        state.replacementPending = true
                        return ((state.relay.upstreamCompleted(), nil), false)
                    }
                    return (state.relay.end(), true)
                }
                guard let downstream = ended?.downstream else { return }
                if replace { _ = downstream.receive(replacement) }
                downstream.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                demand.requireNonZero()
                state.withLock { state -> FinalValueRequest<Downstream> in
                    if state.relay.isLive { state.demanded = true }
                    return FinalValueRequest(demand, relay: &state.relay, holdingFinal: state.replacementPending)
                }
                .perform(demand, final: replacement)
            }

            func cancel() {
                state.withLock { $0.relay.cancel() }.upstream?.cancel()
            }
        }
    }
}
