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
                var downstream: Downstream?
                var upstream: (any Subscription)?
                var inners: [Int: any Subscription] = [:]
                var nextInner = 0
                var activeInners = 0
                var upstreamFinished = false
                var subscribed = false
                var demand = Subscribers.Demand.none
                var buffer: [Output] = []
                var completion: Subscribers.Completion<Failure>?
                var delivering = false
            }

            private enum Step {
                case value(Downstream, Output)
                case complete(Downstream, Subscribers.Completion<Failure>)
                case idle
            }

            private let state: Locked<State>
            private let maxPublishers: Subscribers.Demand
            private let transform: @Sendable (Upstream.Output) -> NewPublisher

            init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping @Sendable (Upstream.Output) -> NewPublisher) {
                state = Locked(State(downstream: downstream))
                self.maxPublishers = maxPublishers
                self.transform = transform
            }

            func receive(subscription: any Subscription) {
                let downstream = state.withLock { state -> Downstream? in
                    guard !state.subscribed, let downstream = state.downstream else { return nil }
                    state.subscribed = true
                    state.upstream = subscription
                    return downstream
                }
                guard let downstream else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(maxPublishers)
            }

            func receive(_ input: Upstream.Output) -> Subscribers.Demand {
                let index = state.withLock { state -> Int? in
                    guard state.downstream != nil, state.completion == nil else { return nil }
                    state.nextInner += 1
                    state.activeInners += 1
                    return state.nextInner
                }
                guard let index else { return .none }
                transform(input).subscribe(InnerSubscriber(outer: self, index: index))
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                switch completion {
                case .finished:
                    let drain = state.withLock { state -> Bool in
                        state.upstreamFinished = true
                        state.upstream = nil
                        return finishIfDone(&state)
                    }
                    if drain { deliver() }
                case .failure(let error):
                    fail(error)
                }
            }

            func request(_ demand: Subscribers.Demand) {
                let drain = state.withLock { state -> Bool in
                    guard state.downstream != nil else { return false }
                    state.demand += demand
                    return claim(&state)
                }
                if drain { deliver() }
            }

            func cancel() {
                let subscriptions = state.withLock { state -> [any Subscription] in
                    defer { state = State(subscribed: true) }
                    return Array(state.inners.values) + (state.upstream.map { [$0] } ?? [])
                }
                for subscription in subscriptions { subscription.cancel() }
            }

            fileprivate func innerSubscribed(_ subscription: any Subscription, index: Int) {
                let accepted = state.withLock { state -> Bool in
                    guard state.downstream != nil, state.completion == nil else { return false }
                    state.inners[index] = subscription
                    return true
                }
                guard accepted else { return subscription.cancel() }
                subscription.request(.unlimited)
            }

            fileprivate func innerReceived(_ value: Output) {
                let drain = state.withLock { state -> Bool in
                    guard state.downstream != nil, state.completion == nil else { return false }
                    state.buffer.append(value)
                    return claim(&state)
                }
                if drain { deliver() }
            }

            fileprivate func innerFinished(index: Int, completion: Subscribers.Completion<Failure>) {
                if case .failure(let error) = completion { return fail(error) }
                let (drain, upstream) = state.withLock { state -> (Bool, (any Subscription)?) in
                    guard state.inners.removeValue(forKey: index) != nil || state.downstream != nil else { return (false, nil) }
                    state.activeInners -= 1
                    let refill = state.upstreamFinished || maxPublishers == .unlimited ? nil : state.upstream
                    return (finishIfDone(&state), refill)
                }
                upstream?.request(.max(1))
                if drain { deliver() }
            }

            private func fail(_ error: Failure) {
                let (drain, subscriptions) = state.withLock { state -> (Bool, [any Subscription]) in
                    guard state.downstream != nil, state.completion == nil else { return (false, []) }
                    state.completion = .failure(error)
                    state.buffer = []
                    defer {
                        state.inners = [:]
                        state.upstream = nil
                    }
                    return (claim(&state), Array(state.inners.values) + (state.upstream.map { [$0] } ?? []))
                }
                for subscription in subscriptions { subscription.cancel() }
                if drain { deliver() }
            }

            private func finishIfDone(_ state: inout State) -> Bool {
                guard state.upstreamFinished, state.activeInners == 0, state.completion == nil else { return false }
                state.completion = .finished
                return claim(&state)
            }

            private func claim(_ state: inout State) -> Bool {
                guard !state.delivering else { return false }
                state.delivering = true
                return true
            }

            private func deliver() {
                while true {
                    let step = state.withLock { state -> Step in
                        guard let downstream = state.downstream else {
                            state.delivering = false
                            return .idle
                        }
                        if !state.buffer.isEmpty, state.demand > 0 {
                            state.demand -= 1
                            return .value(downstream, state.buffer.removeFirst())
                        }
                        if state.buffer.isEmpty, let completion = state.completion {
                            state = State(subscribed: true)
                            return .complete(downstream, completion)
                        }
                        state.delivering = false
                        return .idle
                    }
                    switch step {
                    case .value(let downstream, let value):
                        let more = downstream.receive(value)
                        state.withLock { $0.demand += more }
                    case .complete(let downstream, let completion):
                        downstream.receive(completion: completion)
                        return
                    case .idle:
                        return
                    }
                }
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
