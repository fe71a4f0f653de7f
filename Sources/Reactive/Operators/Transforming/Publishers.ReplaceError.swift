extension Publisher {
    /// Replaces a failure with `output` followed by `.finished`.
    ///
    /// If the subscriber has no outstanding demand when the failure arrives, the replacement waits
    /// for its next request, as in Combine.
    ///
    /// ```swift
    /// fetchRepositories().replaceError(with: [])
    /// ```
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> where Output: Sendable {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// The publisher of `replaceError(with:)`.
    public struct ReplaceError<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Never fails.
        public typealias Failure = Never

        /// The publisher whose failure is replaced.
        public let upstream: Upstream
        /// The value sent instead of the failure.
        public let output: Output

        /// Creates the operator.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(Inner(downstream: subscriber, replacement: output))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Never {
            /// Combine's name for it, as its description.
            var description: String { "ReplaceError" }

            typealias Input = Upstream.Output
            typealias Failure = Upstream.Failure

            private struct State {
                var relay: Relay<Downstream>
                var demand = Subscribers.Demand.none
                /// Upstream failed with no demand outstanding: the replacement waits for a request.
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
            }

            /// A value with no demand outstanding traps, as Combine's does.
            func receive(_ input: Input) -> Subscribers.Demand {
                let taken = state.withLock { state -> (Downstream, Subscribers.Demand)? in
                    guard let downstream = state.relay.receiver, !state.replacementPending else { return nil }
                    defer { state.demand -= 1 }
                    return (downstream, state.demand)
                }
                guard let (downstream, outstanding) = taken else { return .none }
                outstanding.requireRoomForAValue()
                let more = downstream.receive(input)
                state.withLock { $0.demand += more }
                return more
            }

            func receive(completion: Subscribers.Completion<Upstream.Failure>) {
                // What the relay let go of comes out of the lock, to be released outside it.
                let ended = state.withLock { state -> Relay<Downstream>.Ended? in
                    guard state.relay.isReceiving, !state.replacementPending else { return nil }
                    if case .failure = completion, state.demand == .none {
                        state.replacementPending = true
                        return (state.relay.upstreamCompleted(), nil)
                    }
                    return state.relay.end()
                }
                guard let downstream = ended?.downstream else { return }
                if case .failure = completion { _ = downstream.receive(replacement) }
                downstream.receive(completion: .finished)
            }

            func request(_ demand: Subscribers.Demand) {
                state.withLock { state -> FinalValueRequest<Downstream> in
                    if state.relay.isLive, !state.replacementPending { state.demand += demand }
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
