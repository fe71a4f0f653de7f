/// The relay behind the stateless operators (`map`, `tryMap`, `mapError`, `decode`,
/// `setFailureType`): one upstream, one downstream, a transform for values and one for failures.
///
/// Demand and cancellation pass straight through. When a value's transform fails, upstream is
/// cancelled before the failure goes down, and anything upstream sends afterwards is dropped.
final class TransformingSubscription<UpstreamOutput, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = UpstreamOutput
    typealias Failure = UpstreamFailure

    private struct State {
        var upstream: (any Subscription)?
        var downstream: Downstream?
        var subscribed = false
    }

    private let state: Locked<State>
    private let transformValue: @Sendable (UpstreamOutput) -> Result<Downstream.Input, Downstream.Failure>
    private let transformFailure: @Sendable (UpstreamFailure) -> Downstream.Failure

    init(
        downstream: Downstream,
        transformValue: @escaping @Sendable (UpstreamOutput) -> Result<Downstream.Input, Downstream.Failure>,
        transformFailure: @escaping @Sendable (UpstreamFailure) -> Downstream.Failure
    ) {
        state = Locked(State(downstream: downstream))
        self.transformValue = transformValue
        self.transformFailure = transformFailure
    }

    func receive(subscription: any Subscription) {
        let downstream = state.withLock { state -> Downstream? in
            guard !state.subscribed, let downstream = state.downstream else { return nil }
            state.subscribed = true
            state.upstream = subscription
            return downstream
        }
        guard let downstream else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        guard let downstream = state.withLock({ $0.downstream }) else { return .none }
        switch transformValue(input) {
        case .success(let output):
            return downstream.receive(output)
        case .failure(let error):
            let upstream = state.withLock { state -> (any Subscription)? in
                defer {
                    state.upstream = nil
                    state.downstream = nil
                }
                return state.downstream == nil ? nil : state.upstream
            }
            upstream?.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let downstream = state.withLock { state -> Downstream? in
            defer {
                state.upstream = nil
                state.downstream = nil
            }
            return state.downstream
        }
        switch completion {
        case .finished: downstream?.receive(completion: .finished)
        case .failure(let error): downstream?.receive(completion: .failure(transformFailure(error)))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.upstream }?.request(demand)
    }

    func cancel() {
        let upstream = state.withLock { state -> (any Subscription)? in
            defer {
                state.upstream = nil
                state.downstream = nil
            }
            return state.upstream
        }
        upstream?.cancel()
    }
}
