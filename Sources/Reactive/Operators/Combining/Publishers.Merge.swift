extension Publisher where Output: Sendable {
    /// Interleaves this publisher's values with `other`'s; finishes when both have finished.
    /// As in Combine, while demand is bounded each upstream is asked for one value at a time
    /// and holds at most one waiting value, so nothing is buffered without bound.
    ///
    /// ```swift
    /// progress.merge(with: finalResult)
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

extension Publishers {
    /// The publisher of `merge(with:)`: both upstreams subscribed at once, values in arrival order.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output: Sendable {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// One upstream, subscribed first.
        public let a: A
        /// The other, subscribed second; its values interleave with `a`'s as they arrive.
        public let b: B

        /// Interleaves the values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            a.subscribe(inner.side(0))
            b.subscribe(inner.side(1))
            subscriber.receive(subscription: inner)
        }

        private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "Merge" }

            private struct State {
                var queue: DeliveryQueue<Downstream>
                var upstreams = UpstreamPair()
                /// One value per upstream that came without demand to spare.
                var waiting: [Int: Output] = [:]
            }

            private let state: Locked<State>

            init(downstream: Downstream) { state = Locked(State(queue: DeliveryQueue(downstream))) }

            func side(_ index: Int) -> AnySubscriber<Output, Failure> {
                AnySubscriber(
                    receiveSubscription: { [self] subscription in
                        let demand = state.withLock { state -> Subscribers.Demand? in
                            guard state.upstreams.attach(subscription, side: index, queue: state.queue) else { return nil }
                            return state.queue.demand == .unlimited ? .unlimited : .max(1)
                        }
                        guard let demand else { return subscription.cancel() }
                        subscription.request(demand)
                    },
                    receiveValue: { [self] value in
                        let (drain, more) = state.withLock { state -> (Bool, Subscribers.Demand) in
                            guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil else {
                                return (false, .none)
                            }
                            if state.queue.demand == .unlimited {
                                state.queue.values.append(value)
                                return (state.queue.claim(), .none)
                            }
                            guard state.queue.unclaimedDemand > 0 else {
                                state.waiting[index] = value
                                return (false, .none)
                            }
                            state.queue.values.append(value)
                            return (state.queue.claim(), .max(1))
                        }
                        if drain {
                            DeliveryQueue.drain(state, \.queue)
                            pump()
                        }
                        return more
                    },
                    receiveCompletion: { [self] completion in
                        let (drain, others) = state.withLock { state -> (Bool, [any Subscription]) in
                            guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil else {
                                return (false, [])
                            }
                            let others = state.upstreams.complete(side: index, with: completion, queue: &state.queue)
                            // A finish is the pump's to act on, once nothing waits.
                            guard case .failure = completion else { return (false, []) }
                            state.waiting = [:]
                            return (state.queue.claim(), others)
                        }
                        for other in others { other.cancel() }
                        if drain { DeliveryQueue.drain(state, \.queue) }
                        pump()
                    }
                )
            }

            /// Adds demand; an unlimited request lifts the one-at-a-time rule for both upstreams.
            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                let upstreams = state.withLock { state -> [any Subscription] in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return [] }
                    state.queue.demand += demand
                    return demand == .unlimited ? state.upstreams.both : []
                }
                for upstream in upstreams { upstream.request(.unlimited) }
                pump()
            }

            /// Moves waiting values into spare demand (asking their upstreams for the next one),
            /// finishes once both upstreams have and nothing waits, and delivers; again after each
            /// drain, since the downstream may have asked for more while receiving.
            private func pump() {
                while true {
                    let (drain, asks) = state.withLock { state -> (Bool, [any Subscription]) in
                        guard state.queue.downstream != nil else { return (false, []) }
                        var asks: [any Subscription] = []
                        for index in [0, 1] {
                            guard let value = state.waiting[index], state.queue.unclaimedDemand > 0 else { continue }
                            state.waiting[index] = nil
                            state.queue.values.append(value)
                            if let upstream = state.upstreams.subscription(side: index) { asks.append(upstream) }
                        }
                        if state.upstreams.bothFinished, state.waiting.isEmpty, state.queue.completion == nil {
                            state.queue.completion = .finished
                        }
                        let work = (!state.queue.values.isEmpty && state.queue.demand > 0) || (state.queue.values.isEmpty && state.queue.completion != nil)
                        return (work && state.queue.claim(), asks)
                    }
                    for upstream in asks { upstream.request(.max(1)) }
                    guard drain else { return }
                    DeliveryQueue.drain(state, \.queue)
                }
            }

            func cancel() {
                // Everything let go comes out of the lock, to be released outside it.
                let (upstreams, _) = state.withLock { state -> ([any Subscription], State) in
                    defer {
                        state.queue.downstream = nil
                        state.queue.values = []
                        state.waiting = [:]
                    }
                    return (state.upstreams.release(), state)
                }
                for upstream in upstreams { upstream.cancel() }
            }
        }
    }
}
