extension Publisher {
    /// Sends the first value, then finishes and cancels upstream.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.first()  // 1
    /// ```
    public func first() -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self) { _ in true }
    }

    /// Sends the first value that satisfies `predicate`, then finishes and cancels upstream.
    ///
    /// ```swift
    /// $isLoading.first { !$0 }
    /// ```
    public func first(where predicate: @escaping @Sendable (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher of `first()` and `first(where:)`.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// The test a value must pass.
        public let predicate: @Sendable (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, predicate: predicate))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Output

            private struct State {
                var downstream: Downstream?
                var upstream: (any Subscription)?
                var requested = false
                var subscribed = false
            }

            private let state: Locked<State>
            private let predicate: @Sendable (Output) -> Bool

            init(downstream: Downstream, predicate: @escaping @Sendable (Output) -> Bool) {
                state = Locked(State(downstream: downstream))
                self.predicate = predicate
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
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                guard state.withLock({ $0.downstream != nil }), predicate(input) else { return .none }
                let taken = takeAll()
                taken.upstream?.cancel()
                guard let downstream = taken.downstream else { return .none }
                _ = downstream.receive(input)
                downstream.receive(completion: .finished)
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                takeAll().downstream?.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                // One value is all it sends, but it may have to look at many to find it.
                let upstream = state.withLock { state -> (any Subscription)? in
                    guard !state.requested else { return nil }
                    state.requested = true
                    return state.upstream
                }
                upstream?.request(.unlimited)
            }

            func cancel() {
                takeAll().upstream?.cancel()
            }

            private func takeAll() -> State {
                state.withLock { state in
                    defer { state = State(subscribed: true) }
                    return state
                }
            }
        }
    }
}
