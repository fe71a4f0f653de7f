/// One subscriber's link to a subject: its demand, a queue of values it has demand for, and
/// whether it still listens.
///
/// Calls into the subscriber are serialised without holding a lock across them: a thread that
/// finds nobody delivering becomes the deliverer and drains the queue (then the completion); other
/// threads only enqueue. `keepsLatest` is CurrentValueSubject's rule (a value sent without demand is
/// kept and sent once demand arrives); without it, PassthroughSubject's rule drops such values.
final class SubjectConduit<Output: Sendable, Failure: Error>: Subscription {
    private struct State {
        var downstream: AnySubscriber<Output, Failure>?
        var demand = Subscribers.Demand.none
        var queue: [Output] = []
        var latest: Output?
        var completion: Subscribers.Completion<Failure>?
        var delivering = false
    }

    private enum Step {
        case value(AnySubscriber<Output, Failure>, Output)
        case complete(AnySubscriber<Output, Failure>, Subscribers.Completion<Failure>)
        case idle
    }

    private let state: Locked<State>
    private let keepsLatest: Bool
    private let onCancel: @Sendable (CombineIdentifier) -> Void

    init(_ downstream: AnySubscriber<Output, Failure>, keepsLatest: Bool, onCancel: @escaping @Sendable (CombineIdentifier) -> Void) {
        state = Locked(State(downstream: downstream))
        self.keepsLatest = keepsLatest
        self.onCancel = onCancel
    }

    func offer(_ value: Output) {
        let drain = state.withLock { state -> Bool in
            guard state.downstream != nil, state.completion == nil else { return false }
            if state.demand > 0 {
                state.demand -= 1
                state.queue.append(value)
            } else if keepsLatest {
                state.latest = value
            }
            return claimDelivery(&state)
        }
        if drain { deliver() }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let drain = state.withLock { state -> Bool in
            guard state.downstream != nil, state.completion == nil else { return false }
            state.completion = completion
            return claimDelivery(&state)
        }
        if drain { deliver() }
    }

    func request(_ demand: Subscribers.Demand) {
        let drain = state.withLock { state -> Bool in
            guard state.downstream != nil else { return false }
            state.demand += demand
            return claimDelivery(&state)
        }
        if drain { deliver() }
    }

    func cancel() {
        let wasActive = state.withLock { state -> Bool in
            defer {
                state.downstream = nil
                state.queue = []
                state.latest = nil
            }
            return state.downstream != nil
        }
        if wasActive { onCancel(combineIdentifier) }
    }

    private func claimDelivery(_ state: inout State) -> Bool {
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
                if state.queue.isEmpty, state.demand > 0, let latest = state.latest {
                    state.latest = nil
                    state.demand -= 1
                    state.queue.append(latest)
                }
                if !state.queue.isEmpty {
                    return .value(downstream, state.queue.removeFirst())
                }
                if let completion = state.completion {
                    state.downstream = nil
                    state.delivering = false
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
}
