/// Delivers one result to one subscriber: a value once demand is there, then `.finished`;
/// a failure at once.
///
/// Shared by `Just` and `Future`. The result may arrive before or after the demand; both live in one
/// lock so whichever comes second delivers, exactly once.
final class ResultSubscription<Downstream: Subscriber>: Subscription {
    private struct State {
        var downstream: Downstream?
        var result: Result<Downstream.Input, Downstream.Failure>?
        var demanded = false
    }

    private let state: Locked<State>
    /// Told when the subscriber cancels, so a publisher holding this subscription lets it go.
    private let onCancel: (@Sendable (CombineIdentifier) -> Void)?

    init(
        _ downstream: Downstream, result: Result<Downstream.Input, Downstream.Failure>?,
        onCancel: (@Sendable (CombineIdentifier) -> Void)? = nil
    ) {
        state = Locked(State(downstream: downstream, result: result))
        self.onCancel = onCancel
    }

    /// Supplies the result later (for `Future`).
    func fulfil(_ result: Result<Downstream.Input, Downstream.Failure>) {
        let ready = state.withLock { state -> Bool in
            guard state.downstream != nil, state.result == nil else { return false }
            state.result = result
            if case .failure = result { return true }
            return state.demanded
        }
        if ready { deliver() }
    }

    func request(_ demand: Subscribers.Demand) {
        demand.requireNonZero()
        let ready = state.withLock { state -> Bool in
            state.demanded = true
            return state.result != nil
        }
        if ready { deliver() }
    }

    func cancel() {
        let live = state.withLock { state -> Bool in
            defer { state.downstream = nil }
            return state.downstream != nil
        }
        if live { onCancel?(combineIdentifier) }
    }

    private func deliver() {
        let pending = state.withLock { state -> (Downstream, Result<Downstream.Input, Downstream.Failure>)? in
            guard let downstream = state.downstream, let result = state.result else { return nil }
            state.downstream = nil
            return (downstream, result)
        }
        guard let (downstream, result) = pending else { return }
        downstream.receive(result: result)
    }
}
