extension Publisher {
    /// Passes this publisher's values on until `publisher` sends one; then finishes, cancelling
    /// upstream. If `publisher` completes without a value, nothing changes.
    ///
    /// ```swift
    /// ticks.prefix(untilOutputFrom: stopButton)
    /// ```
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// The publisher of `prefix(untilOutputFrom:)`.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// Upstream's values, until the trigger.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are passed on until triggered.
        public let upstream: Upstream
        /// The trigger: its first value ends the stream.
        public let other: Other

        /// Creates the operator.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Attaches `subscriber`: upstream first; the trigger once upstream has subscribed.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, other: other))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "PrefixUntilOutput" }

            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                var trigger = SubscriptionStatus.awaitingSubscription
            }

            private let state: Locked<State>
            private let other: Other

            init(downstream: Downstream, other: Other) {
                state = Locked(State(relay: Relay(downstream: downstream, lifetime: .keptForLife)))
                self.other = other
            }

            /// The trigger's subscriber.
            private var trigger: AnySubscriber<Other.Output, Other.Failure> {
                AnySubscriber(
                    receiveSubscription: { [self] subscription in
                        let live = state.withLock { $0.relay.isLive && $0.trigger.accept(subscription) }
                        guard live else { return subscription.cancel() }
                        subscription.request(.max(1))
                    },
                    receiveValue: { [self] _ in
                        let ended = state.withLock { state -> Relay<Downstream>.Ended? in
                            guard state.trigger.isSubscribed else { return nil }
                            _ = state.trigger.end()
                            return state.relay.end()
                        }
                        guard let ended, let downstream = ended.downstream else { return .none }
                        ended.upstream?.cancel()
                        downstream.receive(completion: .finished)
                        return .none
                    },
                    receiveCompletion: { [self] _ in
                        _ = state.withLock { $0.trigger.end() }
                    })
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                downstream.receive(subscription: self)
                other.subscribe(trigger)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                state.withLock { $0.relay.receiver }?.receive(input) ?? .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let ended = state.withLock { state -> (downstream: Downstream?, trigger: (any Subscription)?)? in
                    guard let ended = state.relay.completed() else { return nil }
                    return (ended.downstream, state.trigger.end())
                }
                guard let ended else { return }
                ended.trigger?.cancel()
                ended.downstream?.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                state.withLock { $0.relay.upstream }?.request(demand)
            }

            func cancel() {
                let (ended, trigger) = state.withLock { ($0.relay.end(), $0.trigger.end()) }
                ended.upstream?.cancel()
                trigger?.cancel()
            }
        }
    }
}
