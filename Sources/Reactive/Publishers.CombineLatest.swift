extension Publisher where Output: Sendable {
    /// Sends a pair of the latest values of this publisher and `other` each time either changes,
    /// once both have sent one. Values that arrive while the subscriber has no demand are
    /// coalesced: only the newest pair is sent when demand returns.
    ///
    /// ```swift
    /// $items.combineLatest($filter).map { items, filter in items.filter(filter) }
    /// ```
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure, P.Output: Sendable {
        Publishers.CombineLatest(self, other)
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

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Creates the operator.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            subscriber.receive(subscription: inner)
            a.map { Side.a($0) }.subscribe(inner.side(0))
            b.map { Side.b($0) }.subscribe(inner.side(1))
        }

        private enum Side: Sendable {
            case a(A.Output)
            case b(B.Output)
        }

        private final class Inner<Downstream: Subscriber>: Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure {
            private struct State {
                var downstream: Downstream?
                var upstreams: [Int: any Subscription] = [:]
                var latestA: A.Output?
                var latestB: B.Output?
                var finished: Set<Int> = []
                var changed = false
                var demand = Subscribers.Demand.none
                var completion: Subscribers.Completion<Failure>?
                var delivering = false
            }

            private enum Step {
                case value(Downstream, Output)
                case complete(Downstream, Subscribers.Completion<Failure>)
                case idle
            }

            private let state: Locked<State>

            init(downstream: Downstream) { state = Locked(State(downstream: downstream)) }

            func side(_ index: Int) -> AnySubscriber<Side, Failure> {
                AnySubscriber(
                    receiveSubscription: { [self] subscription in
                        let live = state.withLock { state -> Bool in
                            guard state.downstream != nil, state.upstreams[index] == nil else { return false }
                            state.upstreams[index] = subscription
                            return true
                        }
                        if live { subscription.request(.unlimited) } else { subscription.cancel() }
                    },
                    receiveValue: { [self] value in
                        update { state in
                            switch value {
                            case .a(let a): state.latestA = a
                            case .b(let b): state.latestB = b
                            }
                            state.changed = state.latestA != nil && state.latestB != nil
                        }
                        return .none
                    },
                    receiveCompletion: { [self] completion in
                        var others: [any Subscription] = []
                        update { state in
                            switch completion {
                            case .finished:
                                state.finished.insert(index)
                                if state.finished.count == 2 { state.completion = .finished }
                            case .failure:
                                state.completion = completion
                                state.changed = false
                                others = Array(state.upstreams.values)
                                state.upstreams = [:]
                            }
                        }
                        for other in others { other.cancel() }
                    }
                )
            }

            func request(_ demand: Subscribers.Demand) {
                update { $0.demand += demand }
            }

            func cancel() {
                let upstreams = state.withLock { state -> [any Subscription] in
                    defer { state = State() }
                    return Array(state.upstreams.values)
                }
                for upstream in upstreams { upstream.cancel() }
            }

            private func update(_ change: (inout State) -> Void) {
                let drain = state.withLock { state -> Bool in
                    guard state.downstream != nil else { return false }
                    change(&state)
                    guard !state.delivering else { return false }
                    state.delivering = true
                    return true
                }
                if drain { deliver() }
            }

            private func deliver() {
                while true {
                    let step = state.withLock { state -> Step in
                        guard let downstream = state.downstream else {
                            state.delivering = false
                            return .idle
                        }
                        if state.changed, state.demand > 0, let a = state.latestA, let b = state.latestB {
                            state.changed = false
                            state.demand -= 1
                            return .value(downstream, (a, b))
                        }
                        if let completion = state.completion, !state.changed || state.finished.count < 2 {
                            state = State()
                            return .complete(downstream, completion)
                        }
                        state.delivering = false
                        return .idle
                    }
                    switch step {
                    case .value(let downstream, let pair):
                        let more = downstream.receive(pair)
                        state.withLock { $0.demand += more }
                    case .complete(let downstream, let completion):
                        downstream.receive(completion: completion)
                        return
                    case .idle:
                        return
                    }
                }
            }
        }
    }
}
