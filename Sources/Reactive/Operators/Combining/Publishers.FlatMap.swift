extension Publisher {
    /// Turns each value into a publisher and merges their values, with at most `maxPublishers`
    /// of them subscribed at once.
    ///
    /// Upstream is asked for `maxPublishers` values, and for one more each time an inner publisher
    /// finishes, so the bound holds. As in Combine, each inner publisher is asked for one value at
    /// a time while the downstream's demand is bounded (for one more each time one of its values
    /// is sent, so at most one waits per inner publisher), and for everything once it is
    /// unlimited. Values are sent in arrival order. The first failure cancels everything and goes
    /// downstream.
    ///
    /// ```swift
    /// pageURLs.publisher.flatMap(maxPublishers: .max(8)) { fetch($0) }
    /// ```
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping @Sendable (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Failure, P.Output: Sendable {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` from a publisher that never fails to ones that may, as Combine's: upstream takes
    /// the inner publishers' failure type, so `$query.flatMap { search($0) }` needs no
    /// `setFailureType(to:)`.
    ///
    /// ```swift
    /// $query.flatMap(maxPublishers: .max(1)) { api.search($0) }  // AnyPublisher<[Hit], APIError>
    /// ```
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping @Sendable (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> where P.Output: Sendable {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` where neither side fails: the plain operator, chosen over the adapting ones.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping @Sendable (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never, P.Output: Sendable {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// `flatMap` from a publisher that may fail to ones that never do, as Combine's: each inner
    /// publisher takes upstream's failure type.
    ///
    /// ```swift
    /// api.pages().flatMap { page in Just(page.items.count) }
    /// ```
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited,
        _ transform: @escaping @Sendable (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never, P.Output: Sendable {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publishers {
    /// The publisher of `flatMap(maxPublishers:_:)`.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure, NewPublisher.Output: Sendable {
        /// The inner publishers' values.
        public typealias Output = NewPublisher.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure

        /// The publisher of values to transform.
        public let upstream: Upstream
        /// How many inner publishers may be subscribed at once.
        public let maxPublishers: Subscribers.Demand
        /// Builds an inner publisher from a value.
        public let transform: @Sendable (Upstream.Output) -> NewPublisher

        /// Creates the operator.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping @Sendable (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Outer(downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
        }

        private final class Outer<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "FlatMap" }

            typealias Input = Upstream.Output

            private struct State {
                var queue: DeliveryQueue<Downstream>
                var upstream = SubscriptionStatus.awaitingSubscription
                var inners: [Int: any Subscription] = [:]
                var nextInner = 0
                var activeInners = 0
                var upstreamFinished = false
                /// Inner values that came with no demand to spare, with the inner publisher each
                /// came from (asked for one more when its value is sent).
                var waiting: [(index: Int, value: Output)] = []
            }

            private let state: Locked<State>
            private let maxPublishers: Subscribers.Demand
            private let transform: @Sendable (Upstream.Output) -> NewPublisher

            init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping @Sendable (Upstream.Output) -> NewPublisher) {
                state = Locked(State(queue: DeliveryQueue(downstream)))
                self.maxPublishers = maxPublishers
                self.transform = transform
            }

            func receive(subscription: any Subscription) {
                let downstream = state.withLock { state -> Downstream? in
                    guard let downstream = state.queue.downstream, state.upstream.accept(subscription) else { return nil }
                    return downstream
                }
                guard let downstream else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(maxPublishers)
            }

            func receive(_ input: Upstream.Output) -> Subscribers.Demand {
                let index = state.withLock { state -> Int? in
                    guard state.upstream.isSubscribed, state.queue.downstream != nil, state.queue.completion == nil else { return nil }
                    state.nextInner += 1
                    state.activeInners += 1
                    return state.nextInner
                }
                guard let index else { return .none }
                transform(input).subscribe(InnerSubscriber(outer: self, index: index))
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                // Upstream's events count only while it is subscribed (the relay's rule).
                switch completion {
                case .finished:
                    let (drain, _) = state.withLock { state -> (Bool, (any Subscription)?) in
                        guard state.upstream.isSubscribed else { return (false, nil) }
                        state.upstreamFinished = true
                        markFinishedIfDone(&state)
                        return (state.queue.claimIfReady(), state.upstream.end())
                    }
                    if drain { DeliveryQueue.drain(state, \.queue) }
                case .failure(let error):
                    guard state.withLock({ $0.upstream.isSubscribed }) else { return }
                    fail(error)
                }
            }

            /// Adds demand; once it is unlimited every inner publisher is asked for everything.
            func request(_ demand: Subscribers.Demand) {
                let inners = state.withLock { state -> [any Subscription] in
                    guard state.queue.downstream != nil else { return [] }
                    let wasUnlimited = state.queue.demand == .unlimited
                    state.queue.demand += demand
                    return !wasUnlimited && state.queue.demand == .unlimited ? Array(state.inners.values) : []
                }
                for inner in inners { inner.request(.unlimited) }
                pump()
            }

            func cancel() {
                // Everything let go comes out of the lock, to be released outside it.
                let (subscriptions, _) = state.withLock { state -> ([any Subscription], State) in
                    let held = state
                    let subscriptions = Array(state.inners.values) + (state.upstream.end().map { [$0] } ?? [])
                    state.queue.downstream = nil
                    state.queue.values = []
                    state.waiting = []
                    state.inners = [:]
                    return (subscriptions, held)
                }
                for subscription in subscriptions { subscription.cancel() }
            }

            fileprivate func innerSubscribed(_ subscription: any Subscription, index: Int) {
                let demand = state.withLock { state -> Subscribers.Demand? in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return nil }
                    state.inners[index] = subscription
                    return state.queue.demand == .unlimited ? .unlimited : .max(1)
                }
                guard let demand else { return subscription.cancel() }
                subscription.request(demand)
            }

            /// Sends `value` if the downstream has demand to spare, asking its inner publisher for
            /// one more; else it waits for demand.
            fileprivate func innerReceived(_ value: Output, index: Int) -> Subscribers.Demand {
                let (drain, more) = state.withLock { state -> (Bool, Subscribers.Demand) in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return (false, .none) }
                    if state.queue.demand == .unlimited {
                        state.queue.values.append(value)
                        return (state.queue.claim(), .none)
                    }
                    guard state.waiting.isEmpty, state.queue.unclaimedDemand > 0 else {
                        state.waiting.append((index, value))
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
            }

            /// Moves waiting values into spare demand (asking each one's inner publisher for one
            /// more), finishes once everything has and nothing waits, and delivers; again after
            /// each drain, since the downstream may have asked for more while receiving.
            private func pump() {
                while true {
                    let (drain, asks) = state.withLock { state -> (Bool, [any Subscription]) in
                        guard state.queue.downstream != nil else { return (false, []) }
                        var asks: [any Subscription] = []
                        while !state.waiting.isEmpty, state.queue.unclaimedDemand > 0 {
                            let (index, value) = state.waiting.removeFirst()
                            state.queue.values.append(value)
                            if state.queue.demand != .unlimited, let inner = state.inners[index] { asks.append(inner) }
                        }
                        markFinishedIfDone(&state)
                        return (state.queue.claimIfReady(), asks)
                    }
                    for inner in asks { inner.request(.max(1)) }
                    guard drain else { return }
                    DeliveryQueue.drain(state, \.queue)
                }
            }

            fileprivate func innerFinished(index: Int, completion: Subscribers.Completion<Failure>) {
                if case .failure(let error) = completion { return fail(error, failedInner: index) }
                let (drain, upstream) = state.withLock { state -> (Bool, (any Subscription)?) in
                    guard state.inners.removeValue(forKey: index) != nil || state.queue.downstream != nil else { return (false, nil) }
                    state.activeInners -= 1
                    let refill = state.upstreamFinished || maxPublishers == .unlimited ? nil : state.upstream.subscription
                    markFinishedIfDone(&state)
                    return (state.queue.claimIfReady(), refill)
                }
                upstream?.request(.max(1))
                if drain { DeliveryQueue.drain(state, \.queue) }
            }

            /// Ends with `error`, cancelling upstream and every inner publisher but the one that
            /// failed (`failedInner`), which has ended already: as Combine's, it is not cancelled.
            private func fail(_ error: Failure, failedInner: Int? = nil) {
                let (drain, subscriptions) = state.withLock { state -> (Bool, [any Subscription]) in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return (false, []) }
                    if let failedInner { state.inners[failedInner] = nil }
                    state.queue.completion = .failure(error)
                    state.queue.values = []
                    state.waiting = []
                    defer { state.inners = [:] }
                    return (state.queue.claim(), Array(state.inners.values) + (state.upstream.end().map { [$0] } ?? []))
                }
                for subscription in subscriptions { subscription.cancel() }
                if drain { DeliveryQueue.drain(state, \.queue) }
            }

            /// Finishes the queue once upstream and every inner publisher have, and nothing waits.
            private func markFinishedIfDone(_ state: inout State) {
                guard state.upstreamFinished, state.activeInners == 0, state.waiting.isEmpty, state.queue.completion == nil else { return }
                state.queue.completion = .finished
            }

            private struct InnerSubscriber: Subscriber {
                typealias Input = Output
                typealias Failure = Upstream.Failure

                let combineIdentifier = CombineIdentifier()
                let outer: Outer
                let index: Int

                func receive(subscription: any Subscription) { outer.innerSubscribed(subscription, index: index) }
                func receive(_ input: Output) -> Subscribers.Demand { outer.innerReceived(input, index: index) }
                func receive(completion: Subscribers.Completion<Failure>) { outer.innerFinished(index: index, completion: completion) }
            }
        }
    }
}
