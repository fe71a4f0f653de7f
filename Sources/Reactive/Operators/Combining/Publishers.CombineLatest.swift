extension Publisher where Output: Sendable {
    /// Sends a pair of the latest values of this publisher and `other` each time either changes,
    /// once both have sent one. As in Combine, each downstream request is passed to both
    /// upstreams; a value that arrives while there is no demand updates the pair but sends
    /// nothing, not even when demand returns. It finishes when both upstreams have finished.
    ///
    /// ```swift
    /// $items.combineLatest($filter).map { items, filter in items.filter(filter) }
    /// ```
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure, P.Output: Sendable {
        Publishers.CombineLatest(self, other)
    }

    /// As `combineLatest(_:)`, with each pair sent through `transform`.
    ///
    /// ```swift
    /// $items.combineLatest($filter) { items, filter in items.filter(filter) }
    /// ```
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping @Sendable (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure, P.Output: Sendable {
        Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
    }
}

extension Publishers {
    /// The publisher of `combineLatest(_:)`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output: Sendable, B.Output: Sendable {
        /// The latest pair.
        public typealias Output = (A.Output, B.Output)
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream whose latest value is first in each pair.
        public let a: A
        /// The upstream whose latest value is second in each pair.
        public let b: B

        /// Pairs the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`: both upstreams first, then the downstream, as Combine does.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            a.subscribe(inner.side(0) { Side.a($0) })
            b.subscribe(inner.side(1) { Side.b($0) })
            subscriber.receive(subscription: inner)
        }

        private enum Side: Sendable {
            case a(A.Output)
            case b(B.Output)
        }

        private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "CombineLatest" }

            private struct State {
                var queue: DeliveryQueue<Downstream>
                var upstreams = Upstreams()
                var latestA: A.Output?
                var latestB: B.Output?
            }

            private let state: Locked<State>

            init(downstream: Downstream) { state = Locked(State(queue: DeliveryQueue(downstream))) }

            /// The subscriber of one upstream, whose values `wrap` tags with their side.
            func side<Value>(_ index: Int, _ wrap: @escaping @Sendable (Value) -> Side) -> AnySubscriber<Value, Failure> {
                AnySubscriber(
                    receiveSubscription: { [self] subscription in
                        let live = state.withLock { $0.upstreams.attach(subscription, side: index, queue: $0.queue) }
                        if !live { subscription.cancel() }
                    },
                    receiveValue: { [self] input in
                        let value = wrap(input)
                        let drain = state.withLock { state -> Bool in
                            guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil
                            else { return false }
                            switch value {
                            case .a(let a): state.latestA = a
                            case .b(let b): state.latestB = b
                            }
                            // Sent only with demand to spare and nobody delivering; otherwise the
                            // pair is just updated (Combine's one-slot buffer per upstream).
                            guard let a = state.latestA, let b = state.latestB, !state.queue.isDelivering,
                                state.queue.unclaimedDemand > 0
                            else { return false }
                            state.queue.values.append((a, b))
                            return state.queue.claim()
                        }
                        if drain { DeliveryQueue.drain(state, \.queue) }
                        return .none
                    },
                    receiveCompletion: { [self] completion in
                        let (drain, others) = state.withLock { state -> (Bool, [any Subscription]) in
                            guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil else {
                                return (false, [])
                            }
                            let others = state.upstreams.complete(side: index, with: completion, queue: &state.queue)
                            if case .finished = completion {
                                // The pair is complete only when neither side can change it again.
                                guard state.upstreams.allFinished else { return (false, []) }
                                state.queue.completion = .finished
                            }
                            return (state.queue.claim(), others)
                        }
                        for other in others { other.cancel() }
                        if drain { DeliveryQueue.drain(state, \.queue) }
                    }
                )
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                let upstreams = state.withLock { state -> [any Subscription] in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return [] }
                    state.queue.demand += demand
                    return state.upstreams.all
                }
                for upstream in upstreams { upstream.request(demand) }
            }

            func cancel() {
                // Everything let go comes out of the lock, to be released outside it.
                let (upstreams, _) = state.withLock { state -> ([any Subscription], State) in
                    defer {
                        state.queue.downstream = nil
                        state.queue.values = []
                    }
                    return (state.upstreams.release(), state)
                }
                for upstream in upstreams { upstream.cancel() }
            }
        }
    }
}
