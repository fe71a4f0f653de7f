import Reactive

/// Lets at most `permits` requests be on the network at once, whatever else is waiting: a
/// listing's window of pages fetched or held in page order can then be wider than its share of
/// the network, so an answer that arrives frees its place for the next request at once, not
/// when the pages before it have been handed on.
///
/// A gated publisher is subscribed when a permit is free (first come, first served) and gives
/// its permit back when it completes, fails or is cancelled.
final class RequestGate: Sendable {
    private struct State {
        var free: Int
        var waiting: [(id: Int, start: @Sendable () -> Void)] = []
        var nextID = 0
    }

    private let state: Locked<State>

    /// A gate of `permits` (at least one).
    init(permits: Int) {
        state = Locked(State(free: max(1, permits)))
    }

    /// `publisher`, held back until a permit is free.
    func gated<Output: Sendable, Failure: Error>(_ publisher: AnyPublisher<Output, Failure>) -> AnyPublisher<Output, Failure> {
        Gated(gate: self, upstream: publisher).eraseToAnyPublisher()
    }

    /// Runs `start` now when a permit is free, else when one is given back; returns a ticket
    /// for `withdraw`.
    fileprivate func acquire(_ start: @escaping @Sendable () -> Void) -> Int {
        let (id, now) = state.withLock { state -> (Int, Bool) in
            state.nextID += 1
            guard state.free > 0 else {
                state.waiting.append((state.nextID, start))
                return (state.nextID, false)
            }
            state.free -= 1
            return (state.nextID, true)
        }
        if now { start() }
        return id
    }

    /// Gives a permit back: the first waiting start runs with it.
    fileprivate func release() {
        let next = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst().start
        }
        next?()
    }

    /// Takes a waiting start out of the line; true when it was still waiting.
    fileprivate func withdraw(_ id: Int) -> Bool {
        state.withLock { state in
            guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return false }
            state.waiting.remove(at: index)
            return true
        }
    }

    private struct Gated<Output: Sendable, Failure: Error>: Publisher {
        let gate: RequestGate
        let upstream: AnyPublisher<Output, Failure>

        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: Ticket(gate: gate, upstream: upstream, downstream: subscriber))
        }
    }

    /// One gated subscription: waits for its permit on the first demand, then relays upstream,
    /// and gives the permit back once, however it ends.
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

        private let gate: RequestGate
        private let source: AnyPublisher<Downstream.Input, Downstream.Failure>
        private let state: Locked<State>

        init(gate: RequestGate, upstream: AnyPublisher<Downstream.Input, Downstream.Failure>, downstream: Downstream) {
            self.gate = gate
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
            let ticket = gate.acquire { [self] in start() }
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
            if let ticket { _ = gate.withdraw(ticket) }
            upstream?.cancel()
            if running { gate.release() }
        }

        /// The permit is ours: subscribe upstream, unless cancelled meanwhile.
        private func start() {
            let go = state.withLock { state -> Bool in
                guard case .waiting = state.phase else { return false }
                state.phase = .running(holdsPermit: true)
                return true
            }
            guard go else { return gate.release() }
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
            if release { gate.release() }
            downstream?.receive(completion: completion)
        }
    }
}
