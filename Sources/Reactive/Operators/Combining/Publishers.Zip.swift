extension Publisher where Output: Sendable {
    /// Pairs this publisher's values with `other`'s in order: the first with the first, the second
    /// with the second, each pair sent once both values have come.
    ///
    /// As in Combine, each downstream request is passed to both upstreams, and so is the demand
    /// the downstream returns for a pair. It finishes as soon as one upstream has finished with no
    /// value of its own waiting for a partner, cancelling the other; a failure from either ends it
    /// at once.
    ///
    /// ```swift
    /// fetchRepository(name).zip(fetchReadme(name))  // one (repository, readme) pair
    /// ```
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure, P.Output: Sendable {
        Publishers.Zip(self, other)
    }

    /// Pairs this publisher's values with `other`'s in order, as `zip(_:)`, and sends each pair
    /// through `transform`.
    ///
    /// ```swift
    /// numbers.zip(letters) { "\($0)\($1)" }  // "1a" "2b"
    /// ```
    public func zip<P: Publisher, T>(
        _ other: P, _ transform: @escaping @Sendable (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure, P.Output: Sendable {
        Publishers.Zip(self, other).map { transform($0.0, $0.1) }
    }
}

extension Publishers {
    /// The publisher of `zip(_:)`.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output: Sendable, B.Output: Sendable {
        /// A pair of values, one from each upstream, in the order they came.
        public typealias Output = (A.Output, B.Output)
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream whose value is first in each pair.
        public let a: A
        /// The upstream whose value is second in each pair.
        public let b: B

        /// Pairs the values of `a` and `b`.
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
            var description: String { "Zip" }

            private struct State {
                var queue: DeliveryQueue<Downstream>
                var upstreams = Upstreams()
                /// Each side's values still waiting for a partner, oldest first.
                var waitingA: [A.Output] = []
                var waitingB: [B.Output] = []

                /// Moves every complete pair into the queue, then finishes the queue once a side
                /// that has finished has nothing waiting; returns what to cancel.
                mutating func pairUp() -> [any Subscription] {
                    while !waitingA.isEmpty, !waitingB.isEmpty {
                        queue.values.append((waitingA.removeFirst(), waitingB.removeFirst()))
                    }
                    let exhausted = (upstreams.hasFinished(side: 0) && waitingA.isEmpty) || (upstreams.hasFinished(side: 1) && waitingB.isEmpty)
                    guard exhausted, queue.completion == nil else { return [] }
                    queue.completion = .finished
                    waitingA = []
                    waitingB = []
                    return upstreams.release()
                }

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
                        let (drain, cancels) = state.withLock { state -> (Bool, [any Subscription]) in
                            guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil
                            else { return (false, []) }
                            switch value {
                            case .a(let a): state.waitingA.append(a)
                            case .b(let b): state.waitingB.append(b)
                            }
                            let cancels = state.pairUp()
                            return (state.queue.claimIfReady(), cancels)
                        }
                        for subscription in cancels { subscription.cancel() }
                        guard drain else { return .none }
                        // The demand returned for the pairs goes back to this side as its answer,
                        // and to the other side as a request, as Combine's does.
                        let more = DeliveryQueue.drain(state, \.queue)
                        if more > 0, let other = state.withLock({ $0.upstreams.subscription(side: 1 - index) }) { other.request(more) }
                        return more
                    },
                    receiveCompletion: { [self] completion in
                        let (drain, cancels) = state.withLock { state -> (Bool, [any Subscription]) in
                            guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil else {
                                return (false, [])
                            }
                            var cancels = state.upstreams.complete(side: index, with: completion, queue: &state.queue)
                            if case .finished = completion { cancels += state.pairUp() }
                            return (state.queue.claimIfReady(), cancels)
                        }
                        for subscription in cancels { subscription.cancel() }
                        if drain { DeliveryQueue.drain(state, \.queue) }
                    }
                )
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                let (upstreams, drain) = state.withLock { state -> ([any Subscription], Bool) in
                    // Pairs may still wait for demand after the end is decided.
                    guard state.queue.downstream != nil else { return ([], false) }
                    state.queue.demand += demand
                    return (state.upstreams.all, state.queue.claimIfReady())
                }
                for upstream in upstreams { upstream.request(demand) }
                guard drain else { return }
                let more = DeliveryQueue.drain(state, \.queue)
                guard more > 0 else { return }
                for upstream in state.withLock({ $0.upstreams.all }) { upstream.request(more) }
            }

            func cancel() {
                // Everything let go comes out of the lock, to be released outside it.
                let (upstreams, _) = state.withLock { state -> ([any Subscription], State) in
                    defer {
                        state.queue.downstream = nil
                        state.queue.values = []
                        state.waitingA = []
                        state.waitingB = []
                    }
                    return (state.upstreams.release(), state)
                }
                for upstream in upstreams { upstream.cancel() }
            }
        }
    }
}
