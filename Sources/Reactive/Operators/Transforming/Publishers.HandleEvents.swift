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

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "HandleEvents" }

            typealias Input = Output

            private struct State {
                /// As Combine's, a plain wrapper: what upstream sends before its subscription is
                /// passed on.
                var relay: Relay<Downstream>
                var hooks: Hooks?
                /// Asked for before upstream's subscription came: asked of it when it comes.
                var pendingDemand = Subscribers.Demand.none
            }

            private let state: Locked<State>

            init(downstream: Downstream, hooks: Hooks) {
                state = Locked(State(relay: Relay(downstream: downstream, earlyEvents: .forwarded, lifetime: .keptForLife), hooks: hooks))
            }

            func receive(subscription: any Subscription) {
                let live = state.withLock { state -> (Downstream, Hooks?)? in
                    state.relay.accept(subscription).map { ($0, state.hooks) }
                }
                guard let (downstream, hooks) = live else { return subscription.cancel() }
                hooks?.receiveSubscription?(subscription)
                downstream.receive(subscription: self)
                let pending = state.withLock { state in
                    defer { state.pendingDemand = .none }
                    return state.relay.upstream == nil ? .none : state.pendingDemand
                }
                if pending > 0 { subscription.request(pending) }
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                guard let (downstream, hooks) = state.withLock({ state in state.relay.receiver.map { ($0, state.hooks) } }) else {
                    return .none
                }
                hooks?.receiveOutput?(input)
                let more = downstream.receive(input)
                if more > 0 { hooks?.receiveRequest?(more) }
                return more
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                guard let (ended, hooks) = end(upstreamCompleted: true), let downstream = ended.downstream else { return }
                hooks?.receiveCompletion?(completion)
                downstream.receive(completion: completion)
            }

            /// As Combine's, a request before upstream's subscription is seen by the hook at once
            /// and asked of upstream when its subscription comes.
            func request(_ demand: Subscribers.Demand) {
                let live = state.withLock { state -> ((any Subscription)?, Hooks?)? in
                    guard state.relay.isLive else { return nil }
                    if state.relay.upstream == nil { state.pendingDemand += demand }
                    return (state.relay.upstream, state.hooks)
                }
                guard let (upstream, hooks) = live else { return }
                hooks?.receiveRequest?(demand)
                upstream?.request(demand)
            }

            /// The hook sees a cancel before upstream's subscription too, as Combine's does; the
            /// subscription that comes afterwards is cancelled.
            func cancel() {
                guard let (ended, hooks) = end(cancelling: true), ended.downstream != nil else { return }
                hooks?.receiveCancel?()
                ended.upstream?.cancel()
            }

            /// Ends the relay and lets go of the hooks; both are released after unlocking. For
            /// upstream's completion, by the relay's rule (`completed()`: nil when that completion
            /// is not passed on).
            private func end(upstreamCompleted: Bool = false, cancelling: Bool = false) -> (ended: Relay<Downstream>.Ended, hooks: Hooks?)? {
                state.withLock { state in
                    let ended = upstreamCompleted ? state.relay.completed() : cancelling ? state.relay.cancel() : state.relay.end()
                    guard let ended else { return nil }
                    defer { state.hooks = nil }
                    return (ended, state.hooks)
                }
            }
        }
    }
}
