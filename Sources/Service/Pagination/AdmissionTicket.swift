import Reactive

/// A publisher subscribed only once its `Admission` lets it start (`admitted(_:)`).
struct Admitted<Output: Sendable, Failure: Error>: Publisher {
    let admission: any Admission
    let upstream: AnyPublisher<Output, Failure>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Ticket(admission: admission, upstream: upstream, downstream: subscriber))
    }
}

/// One admitted subscription: waits for its place on the first demand, then relays upstream,
/// and gives the place back once, however it ends.
private final class Ticket<Downstream: Subscriber>: Subscription, Subscriber
where Downstream.Input: Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum Phase {
        case idle
        case waiting(ticket: Int)
        case running(holdsPermit: Bool)
        case done
    }

    private struct State {
        var phase = Phase.idle
        var demand = Subscribers.Demand.none
        var upstream: (any Subscription)?
        var downstream: Downstream?
    }

    private let admission: any Admission
    private let source: AnyPublisher<Downstream.Input, Downstream.Failure>
    private let state: Locked<State>

    init(admission: any Admission, upstream: AnyPublisher<Downstream.Input, Downstream.Failure>, downstream: Downstream) {
        self.admission = admission
        source = upstream
        state = Locked(State(downstream: downstream))
    }

    func request(_ demand: Subscribers.Demand) {
        // Either the first demand (wait for a permit) or, once running, demand to pass on.
        let (wait, upstream) = state.withLock { state -> (Bool, (any Subscription)?) in
            switch state.phase {
            case .idle:
                state.demand += demand
                state.phase = .waiting(ticket: 0)
                return (true, nil)
            case .running where state.upstream != nil:
                return (false, state.upstream)
            case .waiting, .running:
                state.demand += demand
                return (false, nil)
            case .done:
                return (false, nil)
            }
        }
        upstream?.request(demand)
        guard wait else { return }
        let ticket = admission.acquire { [self] in start() }
        state.withLock { state in
            if case .waiting = state.phase { state.phase = .waiting(ticket: ticket) }
        }
    }

    func cancel() {
        let (ticket, running, upstream) = state.withLock { state -> (Int?, Bool, (any Subscription)?) in
            defer { (state.phase, state.downstream, state.upstream) = (.done, nil, nil) }
            switch state.phase {
            case .waiting(let ticket): return (ticket, false, nil)
            case .running(let holdsPermit): return (nil, holdsPermit, state.upstream)
            case .idle, .done: return (nil, false, nil)
            }
        }
        // A start still in line is taken out; one that has begun meanwhile finds the
        // subscription done and gives its permit back itself.
        if let ticket { _ = admission.withdraw(ticket) }
        upstream?.cancel()
        if running { admission.release() }
    }

    /// The permit is ours: subscribe upstream, unless cancelled meanwhile.
    private func start() {
        let go = state.withLock { state -> Bool in
            guard case .waiting = state.phase else { return false }
            state.phase = .running(holdsPermit: true)
            return true
        }
        guard go else { return admission.release() }
        source.subscribe(self)
    }

    func receive(subscription: any Subscription) {
        let demand = state.withLock { state -> Subscribers.Demand? in
            guard case .running = state.phase, state.upstream == nil else { return nil }
            state.upstream = subscription
            defer { state.demand = .none }
            return state.demand
        }
        guard let demand else { return subscription.cancel() }
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        state.withLock { $0.downstream }?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, release) = state.withLock { state -> (Downstream?, Bool) in
            guard case .running(let holdsPermit) = state.phase else { return (nil, false) }
            defer { (state.phase, state.downstream, state.upstream) = (.done, nil, nil) }
            return (state.downstream, holdsPermit)
        }
        if release { admission.release() }
        downstream?.receive(completion: completion)
    }
}
