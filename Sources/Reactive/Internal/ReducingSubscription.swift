/// The subscription behind the operators that send one result when upstream finishes (`collect`,
/// `reduce`, `count`, `last`, `contains`, `allSatisfy`, `min`, `max`, `ignoreOutput`), after
/// Combine's: upstream is asked for everything at once, each value is folded into an accumulator,
/// and the result is sent, then `.finished`, once upstream has finished and the downstream has
/// asked for anything; when there is no result to send (`last` of nothing, `ignoreOutput`), the
/// `.finished` goes down at once. A failure goes down at once and the accumulator is dropped.
///
/// A value's fold may also settle the result early (`contains` finding its value): upstream is
/// cancelled and the result sent as at the end. A fold that fails (`tryReduce`) cancels upstream
/// before its error goes down. As Combine's, a cancel before upstream's subscription is ignored,
/// and the downstream is kept as long as the subscription lives (but `ignoreOutput`'s).
final class ReducingSubscription<Input, UpstreamFailure: Error, Accumulator, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
{
    typealias Failure = UpstreamFailure

    /// What a value's fold decided.
    enum Step {
        /// Go on to the next value.
        case `continue`
        /// The result is settled: upstream is cancelled and the result sent.
        case settled
        /// Upstream is cancelled and the downstream failed with this error.
        case fail(Downstream.Failure)
    }

    /// The operator's name as Combine gives it (`Reduce`, `Count`), as the description.
    let description: String

    private struct State {
        var relay: Relay<Downstream>
        /// Nil while a fold runs (it is folded outside the lock) and once the stream has ended.
        var accumulator: Accumulator?
        var demanded = false
        var settled = false
    }

    private let state: Locked<State>
    private let fold: @Sendable (inout Accumulator, Input) -> Step
    private let result: @Sendable (Accumulator) -> Downstream.Input?
    private let transformFailure: @Sendable (UpstreamFailure) -> Downstream.Failure

    /// `result` makes what is sent from the accumulator: nil sends nothing before `.finished`. It
    /// is the operator's own and cheap (it runs inside the lock), never a user's closure.
    init(
        named name: String, downstream: Downstream, initial: Accumulator, lifetime: DownstreamLifetime = .keptForLife,
        fold: @escaping @Sendable (inout Accumulator, Input) -> Step,
        result: @escaping @Sendable (Accumulator) -> Downstream.Input?,
        transformFailure: @escaping @Sendable (UpstreamFailure) -> Downstream.Failure
    ) {
        description = name
        state = Locked(State(relay: Relay(downstream: downstream, earlyCancel: .ignored, lifetime: lifetime), accumulator: initial))
        self.fold = fold
        self.result = result
        self.transformFailure = transformFailure
    }

    func receive(subscription: any Subscription) {
        guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        // Taken out, so the fold changes the only copy (an array appended to is not copied).
        let taken = state.withLock { state -> Accumulator? in
            guard state.relay.isReceiving, !state.settled else { return nil }
            defer { state.accumulator = nil }
            return state.accumulator
        }
        guard var accumulator = taken else { return .none }
        switch fold(&accumulator, input) {
        case .continue:
            state.withLock { state in
                if state.relay.isReceiving { state.accumulator = accumulator }
            }
        case .settled:
            let (upstream, ready) = state.withLock { state -> ((any Subscription)?, Bool) in
                guard state.relay.isReceiving else { return (nil, false) }
                state.accumulator = accumulator
                state.settled = true
                return (state.relay.upstreamCompleted(), state.demanded || result(accumulator) == nil)
            }
            upstream?.cancel()
            if ready { sendResult() }
        case .fail(let error):
            let ended = state.withLock { $0.relay.end() }
            guard let downstream = ended.downstream else { return .none }
            ended.upstream?.cancel()
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished:
            // The upstream subscription let go of comes out of the lock, to be released outside it.
            let (ready, _) = state.withLock { state -> (Bool, (any Subscription)?) in
                guard state.relay.isReceiving, !state.settled, let accumulator = state.accumulator else { return (false, nil) }
                state.settled = true
                return (state.demanded || result(accumulator) == nil, state.relay.upstreamCompleted())
            }
            if ready { sendResult() }
        case .failure(let error):
            let ended = state.withLock { state -> (Relay<Downstream>.Ended, Accumulator?)? in
                guard let ended = state.relay.completed() else { return nil }
                defer { state.accumulator = nil }
                return (ended, state.accumulator)
            }
            ended?.0.downstream?.receive(completion: .failure(transformFailure(error)))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let ready = state.withLock { state -> Bool in
            state.demanded = true
            return state.settled
        }
        if ready { sendResult() }
    }

    func cancel() {
        // The accumulator comes out of the lock too, to be released outside it; a cancel before
        // the subscription is ignored and keeps it.
        let (ended, _) = state.withLock { state -> (Relay<Downstream>.Ended, Accumulator?) in
            let ended = state.relay.cancel()
            guard !state.relay.isLive else { return (ended, nil) }
            defer { state.accumulator = nil }
            return (ended, state.accumulator)
        }
        ended.upstream?.cancel()
    }

    private func sendResult() {
        let pending = state.withLock { state -> (Relay<Downstream>.Ended, Accumulator)? in
            guard state.relay.isLive, let accumulator = state.accumulator else { return nil }
            state.accumulator = nil
            return (state.relay.end(), accumulator)
        }
        guard let (ended, accumulator) = pending, let downstream = ended.downstream else { return }
        if let output = result(accumulator) { _ = downstream.receive(output) }
        downstream.receive(completion: .finished)
    }
}
