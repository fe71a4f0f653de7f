extension Publisher {
    /// Turns each value into a publisher and merges their values, with at most `maxPublishers`
    /// of them subscribed at once.
    ///
    /// Upstream is asked for `maxPublishers` values, and for one more each time an inner publisher
    /// finishes, so the bound holds. Inner values are buffered and sent as downstream demands them,
    /// in arrival order. The first failure cancels everything and goes downstream.
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

        private final class Outer<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Upstream.Output

            private struct State {
                var queue: DeliveryQueue<Downstream>
                var upstream = SubscriptionStatus.awaitingSubscription
                var inners: [Int: any Subscription] = [:]
                var nextInner = 0
                var activeInners = 0
                var upstreamFinished = false
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
                guard state.withLock({ $0.upstream.isSubscribed }) else { return }
                switch completion {
                case .finished:
                    let (drain, _) = state.withLock { state -> (Bool, (any Subscription)?) in
                        guard state.upstream.isSubscribed else { return (false, nil) }
                        state.upstreamFinished = true
                        return (finishIfDone(&state), state.upstream.end())
                    }
                    if drain { DeliveryQueue.drain(state, \.queue) }
                case .failure(let error):
                    fail(error)
                }
            }

            func request(_ demand: Subscribers.Demand) {
                DeliveryQueue.request(demand, state, \.queue)
            }

            func cancel() {
                // Everything let go comes out of the lock, to be released outside it.
                let (subscriptions, _) = state.withLock { state -> ([any Subscription], State) in
                    let held = state
                    let subscriptions = Array(state.inners.values) + (state.upstream.end().map { [$0] } ?? [])
                    state.queue.downstream = nil
                    state.queue.values = []
                    state.inners = [:]
                    return (subscriptions, held)
                }
                for subscription in subscriptions { subscription.cancel() }
            }

            fileprivate func innerSubscribed(_ subscription: any Subscription, index: Int) {
                let accepted = state.withLock { state -> Bool in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return false }
                    state.inners[index] = subscription
                    return true
                }
                guard accepted else { return subscription.cancel() }
                subscription.request(.unlimited)
            }

            fileprivate func innerReceived(_ value: Output) {
                let drain = state.withLock { state -> Bool in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return false }
                    state.queue.values.append(value)
                    return state.queue.claim()
                }
                if drain { DeliveryQueue.drain(state, \.queue) }
            }

            fileprivate func innerFinished(index: Int, completion: Subscribers.Completion<Failure>) {
                if case .failure(let error) = completion { return fail(error) }
                let (drain, upstream) = state.withLock { state -> (Bool, (any Subscription)?) in
                    guard state.inners.removeValue(forKey: index) != nil || state.queue.downstream != nil else { return (false, nil) }
                    state.activeInners -= 1
                    let refill = state.upstreamFinished || maxPublishers == .unlimited ? nil : state.upstream.subscription
                    return (finishIfDone(&state), refill)
                }
                upstream?.request(.max(1))
                if drain { DeliveryQueue.drain(state, \.queue) }
            }

            private func fail(_ error: Failure) {
                let (drain, subscriptions) = state.withLock { state -> (Bool, [any Subscription]) in
                    guard state.queue.downstream != nil, state.queue.completion == nil else { return (false, []) }
                    state.queue.completion = .failure(error)
                    state.queue.values = []
                    defer { state.inners = [:] }
                    return (state.queue.claim(), Array(state.inners.values) + (state.upstream.end().map { [$0] } ?? []))
                }
                for subscription in subscriptions { subscription.cancel() }
                if drain { DeliveryQueue.drain(state, \.queue) }
            }

            private func finishIfDone(_ state: inout State) -> Bool {
                guard state.upstreamFinished, state.activeInners == 0, state.queue.completion == nil else { return false }
                state.queue.completion = .finished
                return state.queue.claim()
            }

            private struct InnerSubscriber: Subscriber {
                typealias Input = Output
                typealias Failure = Upstream.Failure

                let combineIdentifier = CombineIdentifier()
                let outer: Outer
                let index: Int

                func receive(subscription: any Subscription) { outer.innerSubscribed(subscription, index: index) }
                func receive(_ input: Output) -> Subscribers.Demand {
                    outer.innerReceived(input)
                    return .none
                }
                func receive(completion: Subscribers.Completion<Failure>) { outer.innerFinished(index: index, completion: completion) }
            }
        }
    }
}
