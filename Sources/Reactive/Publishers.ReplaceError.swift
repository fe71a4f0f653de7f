extension Publisher {
    /// Replaces a failure with `output` followed by `.finished`.
    ///
    /// If the subscriber has no outstanding demand when the failure arrives, the replacement waits
    /// for its next request, as in Combine.
    ///
    /// ```swift
    /// fetchRepositories().replaceError(with: [])
    /// ```
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> where Output: Sendable {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// The publisher of `replaceError(with:)`.
    public struct ReplaceError<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Never fails.
        public typealias Failure = Never

        /// The publisher whose failure is replaced.
        public let upstream: Upstream
        /// The value sent instead of the failure.
        public let output: Output

        /// Creates the operator.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(Inner(downstream: subscriber, replacement: output))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Never {
            typealias Input = Upstream.Output
            typealias Failure = Upstream.Failure

            private struct State {
                var upstream: (any Subscription)?
                var downstream: Downstream?
                var demand = Subscribers.Demand.none
                var replacementPending = false
                var subscribed = false
            }

            private let state: Locked<State>
            private let replacement: Output

            init(downstream: Downstream, replacement: Output) {
                state = Locked(State(downstream: downstream))
                self.replacement = replacement
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
                let downstream = state.withLock { state -> Downstream? in
                    guard let downstream = state.downstream, !state.replacementPending else { return nil }
                    state.demand -= 1
                    return downstream
                }
                guard let downstream else { return .none }
                let more = downstream.receive(input)
                state.withLock { $0.demand += more }
                return more
            }

            func receive(completion: Subscribers.Completion<Upstream.Failure>) {
                let downstream = state.withLock { state -> Downstream? in
                    guard let downstream = state.downstream else { return nil }
                    state.upstream = nil
                    if case .failure = completion, state.demand == .none {
                        state.replacementPending = true
                        return nil
                    }
                    state.downstream = nil
                    return downstream
                }
                guard let downstream else { return }
                if case .failure = completion { _ = downstream.receive(replacement) }
                downstream.receive(completion: .finished)
            }

            private enum Action {
                case forward(any Subscription)
                case replace(Downstream)
                case nothing
            }

            func request(_ demand: Subscribers.Demand) {
                let action = state.withLock { state -> Action in
                    guard let downstream = state.downstream else { return .nothing }
                    if state.replacementPending, demand > 0 {
                        state.downstream = nil
                        return .replace(downstream)
                    }
                    state.demand += demand
                    return state.upstream.map { Action.forward($0) } ?? .nothing
                }
                switch action {
                case .forward(let upstream): upstream.request(demand)
                case .replace(let downstream):
                    _ = downstream.receive(replacement)
                    downstream.receive(completion: .finished)
                case .nothing: break
                }
            }

            func cancel() {
                let upstream = state.withLock { state -> (any Subscription)? in
                    defer { state = State(subscribed: true) }
                    return state.upstream
                }
                upstream?.cancel()
            }
        }
    }
}
