extension Publisher where Output: Publisher, Output.Failure == Failure, Output.Output: Sendable {
    /// Subscribes to each publisher upstream sends, cancelling the one before, and passes on the
    /// values of the latest: a search that a newer query makes stale is dropped.
    ///
    /// As Combine's, upstream is asked for everything; each inner publisher is asked for the
    /// downstream's outstanding demand when it subscribes, and for each request after. It
    /// finishes once upstream and the latest inner publisher have finished; a failure from either
    /// ends it at once.
    ///
    /// ```swift
    /// $query.map { search($0) }.switchToLatest()
    /// ```
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Output: Sendable {
    /// `switchToLatest` of publishers that may fail, sent by one that never does, as Combine's:
    /// upstream takes the inner publishers' failure type.
    ///
    /// ```swift
    /// $query.map { api.search($0) }.switchToLatest()  // fails as api.search fails
    /// ```
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never, Output.Output: Sendable {
    /// `switchToLatest` where neither side fails: the plain operator, chosen over the adapting ones.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never, Output.Output: Sendable {
    /// `switchToLatest` of publishers that never fail, sent by one that may, as Combine's: each
    /// inner publisher takes upstream's failure type.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>>
    {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}

extension Publishers {
    /// The publisher of `switchToLatest()`.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure, P.Output: Sendable {
        /// The latest inner publisher's values.
        public typealias Output = P.Output
        /// The shared failure.
        public typealias Failure = P.Failure

        /// The publisher of publishers.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Outer(downstream: subscriber))
        }

        private final class Outer<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "SwitchToLatest" }

            typealias Input = P

            private struct State {
                var queue: DeliveryQueue<Downstream>
                var upstream = SubscriptionStatus.awaitingSubscription
                var upstreamFinished = false
                /// The latest inner publisher's number; events of older ones are dropped.
                var latest = 0
                var latestActive = false
                var inner: (any Subscription)?

                /// Ends with `failure` at once, dropping what waits; returns what to cancel.
                mutating func fail(_ failure: Failure) -> [any Subscription] {
                    queue.completion = .failure(failure)
                    queue.values = []
                    latestActive = false
                    defer { inner = nil }
                    return [inner, upstream.end()].compactMap { $0 }
                }
            }

            private let state: Locked<State>

            init(downstream: Downstream) { state = Locked(State(queue: DeliveryQueue(downstream))) }

            func receive(subscription: any Subscription) {
                let downstream = state.withLock { state -> Downstream? in
                    guard let downstream = state.queue.downstream, state.upstream.accept(subscription) else { return nil }
                    return downstream
                }
                guard let downstream else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(.unlimited)
            }

            func receive(_ input: P) -> Subscribers.Demand {
                let switched = state.withLock { state -> (number: Int, previous: (any Subscription)?)? in
                    guard state.upstream.isSubscribed, state.queue.downstream != nil, state.queue.completion == nil else { return nil }
                    state.latest += 1
                    state.latestActive = true
                    defer { state.inner = nil }
                    return (state.latest, state.inner)
                }
                guard let switched else { return .none }
                switched.previous?.cancel()
                input.subscribe(InnerSubscriber(outer: self, number: switched.number))
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let (drain, cancels) = state.withLock { state -> (Bool, [any Subscription]) in
                    guard state.upstream.isSubscribed, state.queue.completion == nil else { return (false, []) }
                    switch completion {
                    case .finished:
                        _ = state.upstream.end()
                        state.upstreamFinished = true
                        if !state.latestActive { state.queue.completion = .finished }
                        return (state.queue.claimIfReady(), [])
                    case .failure(let error):
                        let cancels = state.fail(error)
                        return (state.queue.claimIfReady(), cancels)
                    }
                }
                for subscription in cancels { subscription.cancel() }
                if drain { DeliveryQueue.drain(state, \.queue) }
            }

            func request(_ demand: Subscribers.Demand) {
                let (inner, drain) = state.withLock { state -> ((any Subscription)?, Bool) in
                    guard state.queue.downstream != nil else { return (nil, false) }
                    state.queue.demand += demand
                    return (state.inner, state.queue.claimIfReady())
                }
                inner?.request(demand)
                guard drain else { return }
                let more = DeliveryQueue.drain(state, \.queue)
                if more > 0 { state.withLock { $0.inner }?.request(more) }
            }

            func cancel() {
                // Everything let go comes out of the lock, to be released outside it.
                let (subscriptions, _) = state.withLock { state -> ([any Subscription], State) in
                    let held = state
                    let subscriptions = [state.inner, state.upstream.end()].compactMap { $0 }
                    state.inner = nil
                    state.queue.downstream = nil
                    state.queue.values = []
                    return (subscriptions, held)
                }
                for subscription in subscriptions { subscription.cancel() }
            }

            fileprivate func innerSubscribed(_ subscription: any Subscription, number: Int) {
                let demand = state.withLock { state -> Subscribers.Demand? in
                    guard state.latest == number, state.latestActive, state.inner == nil, state.queue.downstream != nil else { return nil }
                    state.inner = subscription
                    return state.queue.unclaimedDemand
                }
                guard let demand else { return subscription.cancel() }
                if demand > 0 { subscription.request(demand) }
            }

            fileprivate func innerReceived(_ value: Output, number: Int) -> Subscribers.Demand {
                let drain = state.withLock { state -> Bool in
                    guard state.latest == number, state.inner != nil, state.queue.downstream != nil, state.queue.completion == nil else { return false }
                    state.queue.values.append(value)
                    return state.queue.claimIfReady()
                }
                // The demand the downstream gives back goes to the inner publisher that sent.
                return drain ? DeliveryQueue.drain(state, \.queue) : .none
            }

            fileprivate func innerCompleted(_ completion: Subscribers.Completion<Failure>, number: Int) {
                let (drain, cancels) = state.withLock { state -> (Bool, [any Subscription]) in
                    guard state.latest == number, state.latestActive, state.queue.completion == nil else { return (false, []) }
                    switch completion {
                    case .finished:
                        state.latestActive = false
                        state.inner = nil
                        if state.upstreamFinished { state.queue.completion = .finished }
                        return (state.queue.claimIfReady(), [])
                    case .failure(let error):
                        state.inner = nil
                        let cancels = state.fail(error)
                        return (state.queue.claimIfReady(), cancels)
                    }
                }
                for subscription in cancels { subscription.cancel() }
                if drain { DeliveryQueue.drain(state, \.queue) }
            }

            private struct InnerSubscriber: Subscriber {
                typealias Input = Output
                typealias Failure = P.Failure

                let combineIdentifier = CombineIdentifier()
                let outer: Outer
                let number: Int

                func receive(subscription: any Subscription) { outer.innerSubscribed(subscription, number: number) }
                func receive(_ input: Output) -> Subscribers.Demand { outer.innerReceived(input, number: number) }
                func receive(completion: Subscribers.Completion<Failure>) { outer.innerCompleted(completion, number: number) }
            }
        }
    }
}
