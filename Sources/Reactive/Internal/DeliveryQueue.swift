/// The queue between an operator and its one downstream: demand, values waiting for it, the
/// completion, and who is delivering.
///
/// Calls into the downstream are serialised without holding a lock across them: a thread that
/// finds nobody delivering claims delivery and drains the queue (then the completion); other
/// threads only enqueue. It lives inside an operator's `Locked` state, so the operator changes
/// its own fields and the queue in one critical section; `drain` does the calling, unlocked.
/// FlatMap, CombineLatest, Merge and the subjects' subscriptions all deliver through it.
struct DeliveryQueue<Downstream: Subscriber> {
    /// What `next` decided; the caller acts on it after unlocking.
    enum Step {
        case value(Downstream, Downstream.Input)
        case complete(Downstream, Subscribers.Completion<Downstream.Failure>)
        case idle
    }

    /// The subscriber, until it completes or cancels.
    var downstream: Downstream?
    /// What the downstream asked for and has not been sent.
    var demand = Subscribers.Demand.none
    /// Values already granted demand or waiting for it, in order.
    var values: [Downstream.Input] = []
    /// One value kept for the next demand when none was there (CurrentValueSubject's rule).
    var held: Downstream.Input?
    /// Sent once `values` is empty.
    var completion: Subscribers.Completion<Downstream.Failure>?
    private var delivering = false

    init(_ downstream: Downstream) { self.downstream = downstream }

    /// Whether a value sent now would be delivered in turn, not overtake a waiting one.
    var isDelivering: Bool { delivering }

    /// Demand not yet spoken for by the values waiting.
    var unclaimedDemand: Subscribers.Demand {
        demand == .unlimited ? .unlimited : demand - min(demand, .max(values.count))
    }

    /// Claims delivery for the caller when nobody has it: true means "call `drain`".
    mutating func claim() -> Bool {
        guard downstream != nil, !delivering else { return false }
        delivering = true
        return true
    }

    /// Claims delivery when there is something to deliver now (a value with demand, or the
    /// completion with nothing before it) and nobody has it: true means "call `drain`".
    mutating func claimIfReady() -> Bool {
        let ready = (!values.isEmpty && demand > 0) || (values.isEmpty && completion != nil)
        return ready && claim()
    }

    /// The next thing to deliver; gives up the claim when there is nothing.
    mutating func next() -> Step {
        guard let downstream else {
            delivering = false
            return .idle
        }
        if values.isEmpty, demand > 0, let held {
            self.held = nil
            values.append(held)
        }
        if !values.isEmpty, demand > 0 {
            demand -= 1
            return .value(downstream, values.removeFirst())
        }
        if values.isEmpty, let completion {
            self.downstream = nil
            self.completion = nil
            held = nil
            delivering = false
            return .complete(downstream, completion)
        }
        delivering = false
        return .idle
    }

    /// Adds downstream demand to the queue at `path` and delivers what it releases.
    static func request<State>(_ demand: Subscribers.Demand, _ state: Locked<State>, _ path: WritableKeyPath<State, DeliveryQueue>) {
        let claimed = state.withLock { state -> Bool in
            guard state[keyPath: path].downstream != nil else { return false }
            state[keyPath: path].demand += demand
            return state[keyPath: path].claim()
        }
        if claimed { drain(state, path) }
    }

    /// Delivers until the queue is empty, reading and updating the queue at `path` in `state`
    /// under its lock and calling the downstream outside it. Returns the demand the downstream
    /// gave back for the values delivered (already added to the queue's), for an operator that
    /// passes it upstream (`zip`).
    @discardableResult
    static func drain<State>(_ state: Locked<State>, _ path: WritableKeyPath<State, DeliveryQueue>) -> Subscribers.Demand {
        var returned = Subscribers.Demand.none
        while true {
            switch state.withLock({ $0[keyPath: path].next() }) {
            case .value(let downstream, let value):
                let more = downstream.receive(value)
                returned += more
                state.withLock { $0[keyPath: path].demand += more }
            case .complete(let downstream, let completion):
                downstream.receive(completion: completion)
                return returned
            case .idle:
                return returned
            }
        }
    }
}
