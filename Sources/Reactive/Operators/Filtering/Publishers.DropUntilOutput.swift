extension Publisher {
    /// Drops this publisher's values until `publisher` sends one; from then on passes them on.
    ///
    /// As Combine's, the downstream is subscribed first, then `publisher` (asked for one value),
    /// then upstream; a value dropped still uses up the demand it was sent with; and if
    /// `publisher` completes before sending anything, that completion ends the stream and upstream
    /// is cancelled.
    ///
    /// ```swift
    /// keyPresses.drop(untilOutputFrom: screenShown)
    /// ```
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where P.Failure == Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// The publisher of `drop(untilOutputFrom:)`.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        /// Upstream's values, from the trigger on.
        public typealias Output = Upstream.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are passed on once triggered.
        public let upstream: Upstream
        /// The trigger: its first value starts the values.
        public let other: Other

        /// Creates the operator.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Subscribes the downstream, then the trigger, then upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            subscriber.receive(subscription: inner)
            other.subscribe(inner.trigger)
            upstream.subscribe(inner)
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "DropUntilOutput" }

            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                var trigger = SubscriptionStatus.awaitingSubscription
                var triggered = false
                /// Asked for before upstream's subscription came: asked of it when it comes.
                var pendingDemand = Subscribers.Demand.none
            }

            private let state: Locked<State>

            init(downstream: Downstream) { state = Locked(State(relay: Relay(downstream: downstream, lifetime: .keptForLife))) }

            /// The trigger's subscriber.
            var trigger: AnySubscriber<Other.Output, Failure> {
                AnySubscriber(
                    receiveSubscription: { [self] subscription in
                        let live = state.withLock { $0.relay.isLive && $0.trigger.accept(subscription) }
                        guard live else { return subscription.cancel() }
                        subscription.request(.max(1))
                    },
                    receiveValue: { [self] _ in
                        // It was asked for one value: it is let go (after unlocking), not cancelled.
                        _ = state.withLock { state -> (any Subscription)? in
                            guard state.trigger.isSubscribed else { return nil }
                            state.triggered = true
                            return state.trigger.end()
                        }
                        return .none
                    },
                    receiveCompletion: { [self] completion in
                        let ended = state.withLock { state -> Relay<Downstream>.Ended? in
                            guard state.trigger.isSubscribed else { return nil }
                            _ = state.trigger.end()
                            return state.relay.end()
                        }
                        guard let ended, let downstream = ended.downstream else { return }
                        ended.upstream?.cancel()
                        downstream.receive(completion: completion)
                    })
            }

            func receive(subscription: any Subscription) {
                let pending = state.withLock { state -> Subscribers.Demand? in
                    guard state.relay.accept(subscription) != nil else { return nil }
                    defer { state.pendingDemand = .none }
                    return state.pendingDemand
                }
                guard let pending else { return subscription.cancel() }
                if pending > 0 { subscription.request(pending) }
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                guard let downstream = state.withLock({ $0.triggered ? $0.relay.receiver : nil }) else { return .none }
                return downstream.receive(input)
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
                let upstream = state.withLock { state -> (any Subscription)? in
                    guard state.relay.isLive else { return nil }
                    if state.relay.upstream == nil { state.pendingDemand += demand }
                    return state.relay.upstream
                }
                upstream?.request(demand)
            }

            func cancel() {
                let (ended, trigger) = state.withLock { ($0.relay.end(), $0.trigger.end()) }
                ended.upstream?.cancel()
                trigger?.cancel()
            }
        }
    }
}
