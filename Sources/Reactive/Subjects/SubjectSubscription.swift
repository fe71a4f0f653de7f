/// One subscriber's subscription to a subject: its demand, the values it has demand for, and
/// whether it still listens. Delivery goes through `DeliveryQueue`.
///
/// `keepsLatest` is CurrentValueSubject's rule (a value sent without demand is kept and sent once
/// demand arrives); without it, PassthroughSubject's rule drops such values.
final class SubjectSubscription<Output: Sendable, Failure: Error>: Subscription {
    private struct State {
        var queue: DeliveryQueue<AnySubscriber<Output, Failure>>
    }

    private let state: Locked<State>
    private let keepsLatest: Bool
    private let onCancel: @Sendable (CombineIdentifier) -> Void
    private let onDemand: @Sendable () -> Void

    /// A subscription for `downstream`; `onDemand` is told of each request (the subject asks its
    /// upstreams for everything once any of its subscribers asks for something), `onCancel` of
    /// the cancel.
    init(
        _ downstream: AnySubscriber<Output, Failure>, keepsLatest: Bool, onDemand: @escaping @Sendable () -> Void,
        onCancel: @escaping @Sendable (CombineIdentifier) -> Void
    ) {
        state = Locked(State(queue: DeliveryQueue(downstream)))
        self.keepsLatest = keepsLatest
        self.onDemand = onDemand
        self.onCancel = onCancel
    }

    func offer(_ value: Output) {
        let drain = state.withLock { state -> Bool in
            guard state.queue.downstream != nil, state.queue.completion == nil else { return false }
            if state.queue.unclaimedDemand > 0 {
                state.queue.values.append(value)
            } else if keepsLatest {
                state.queue.held = value
            }
            return state.queue.claim()
        }
        if drain { DeliveryQueue.drain(state, \.queue) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let drain = state.withLock { state -> Bool in
            guard state.queue.downstream != nil, state.queue.completion == nil else { return false }
            state.queue.completion = completion
            return state.queue.claim()
        }
        if drain { DeliveryQueue.drain(state, \.queue) }
    }

    func request(_ demand: Subscribers.Demand) {
        demand.requireNonZero()
        onDemand()
        DeliveryQueue.request(demand, state, \.queue)
    }

    func cancel() {
        let wasActive = state.withLock { state -> Bool in
            defer {
                state.queue.downstream = nil
                state.queue.values = []
                state.queue.held = nil
            }
            return state.queue.downstream != nil
        }
        if wasActive { onCancel(combineIdentifier) }
    }
}
