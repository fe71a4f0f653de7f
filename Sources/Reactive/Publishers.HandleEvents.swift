extension Publisher {
    /// Runs side effects for each event, each before the event is passed on.
    ///
    /// The closures are released when the stream completes or is cancelled.
    ///
    /// ```swift
    /// fetch().handleEvents(
    ///     receiveSubscription: { _ in print("loading") },
    ///     receiveCompletion: { _ in print("done") }
    /// )
    /// ```
    public func handleEvents(
        receiveSubscription: (@Sendable (any Subscription) -> Void)? = nil,
        receiveOutput: (@Sendable (Output) -> Void)? = nil,
        receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (@Sendable () -> Void)? = nil,
        receiveRequest: (@Sendable (Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self,
            hooks: .init(
                receiveSubscription: receiveSubscription,
                receiveOutput: receiveOutput,
                receiveCompletion: receiveCompletion,
                receiveCancel: receiveCancel,
                receiveRequest: receiveRequest
            )
        )
    }
}

extension Publishers {
    /// The publisher of `handleEvents(…)`.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The side effects, each optional.
        public struct Hooks: Sendable {
            var receiveSubscription: (@Sendable (any Subscription) -> Void)?
            var receiveOutput: (@Sendable (Output) -> Void)?
            var receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Void)?
            var receiveCancel: (@Sendable () -> Void)?
            var receiveRequest: (@Sendable (Subscribers.Demand) -> Void)?
        }

        /// The publisher observed.
        public let upstream: Upstream
        /// The side effects.
        public let hooks: Hooks

        /// Creates the operator.
        public init(upstream: Upstream, hooks: Hooks) {
            self.upstream = upstream
            self.hooks = hooks
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, hooks: hooks))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Output

            private struct State {
                var upstream: (any Subscription)?
                var downstream: Downstream?
                var hooks: Hooks?
                var subscribed = false
            }

            private let state: Locked<State>

            init(downstream: Downstream, hooks: Hooks) {
                state = Locked(State(downstream: downstream, hooks: hooks))
            }

            func receive(subscription: any Subscription) {
                let live = state.withLock { state -> (Downstream, Hooks)? in
                    guard !state.subscribed, let downstream = state.downstream, let hooks = state.hooks else { return nil }
                    state.subscribed = true
                    state.upstream = subscription
                    return (downstream, hooks)
                }
                guard let (downstream, hooks) = live else { return subscription.cancel() }
                hooks.receiveSubscription?(subscription)
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                guard let (downstream, hooks) = state.withLock({ state in state.downstream.flatMap { d in state.hooks.map { (d, $0) } } }) else {
                    return .none
                }
                hooks.receiveOutput?(input)
                let more = downstream.receive(input)
                if more > 0 { hooks.receiveRequest?(more) }
                return more
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let ending = takeAll()
                ending.hooks?.receiveCompletion?(completion)
                ending.downstream?.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                let live = state.withLock { state in state.upstream.map { ($0, state.hooks) } }
                guard let (upstream, hooks) = live else { return }
                hooks?.receiveRequest?(demand)
                upstream.request(demand)
            }

            func cancel() {
                let ending = takeAll()
                guard let upstream = ending.upstream else { return }
                ending.hooks?.receiveCancel?()
                upstream.cancel()
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
