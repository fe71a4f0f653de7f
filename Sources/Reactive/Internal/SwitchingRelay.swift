/// Feeds one downstream from a chain of upstreams, one after another: `catch` switches once to a
/// replacement, `retry` resubscribes, `append` and `prepend` go on to the suffix when the prefix
/// finishes. The downstream sees one subscription (the relay) and its
/// outstanding demand is asked again of each new upstream. As the relay's rule says, an upstream's
/// events count only between its subscription and the end: one sent before it is dropped.
///
/// After a cancel, `catch` and `tryCatch` (`forwardsAfterCancel`) still pass on the values the
/// upstream of the moment sends, returning the downstream's demand for them, as Combine's do (its
/// tests record it); requests are no longer passed up, a completion no longer goes down (a
/// failure no longer reaches the handler), and that completion lets the downstream go.
final class SwitchingRelay<Output, Failure: Error, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Output, Downstream.Failure == Failure {
    /// The operator's name as Combine gives it (`Catch`, `Retry`), as the description.
    let description: String

    private struct State {
        var downstream: Downstream?
        var upstream: (any Subscription)?
        var demand = Subscribers.Demand.none
        var stage = 0
        var announced = false
        /// After a cancel, for `forwardsAfterCancel`: the downstream and the stage whose values
        /// still go to it, until that stage completes.
        var cancelled: (downstream: Downstream, stage: Int)?
    }

    private let state: Locked<State>
    /// Whether it feeds `retry`, which, as Combine's, asks the upstream for the demand the
    /// downstream returns for a value (and returns none), and traps on a value beyond demand.
    private let isRetry: Bool
    /// Whether values still pass after a cancel, as Combine's `catch` passes them.
    private let forwardsAfterCancel: Bool
    /// Whether a value an upstream sends before its subscription traps, as Combine's `retry` and
    /// `catch` trap on it: the publisher upstream broke the contract.
    private let trapsEarlyValues: Bool
    /// The downstream held as long as the relay lives (`append`/`prepend`, as Combine's), whatever
    /// the state says.
    private let keptDownstream: Downstream?

    init(
        named name: String, downstream: Downstream, isRetry: Bool = false, forwardsAfterCancel: Bool = false,
        trapsEarlyValues: Bool = false, lifetime: DownstreamLifetime = .releasedAtEnd
    ) {
        description = name
        self.trapsEarlyValues = trapsEarlyValues
        self.isRetry = isRetry
        self.forwardsAfterCancel = forwardsAfterCancel
        keptDownstream = lifetime == .keptForLife ? downstream : nil
        state = Locked(State(downstream: downstream))
    }

    /// The subscriber for the first upstream; `onFailure` decides what follows its failure.
    func firstStage<UpstreamFailure: Error>(onFailure: @escaping @Sendable (UpstreamFailure) -> Void) -> Stage<UpstreamFailure> {
        Stage(relay: self, number: 0, onFailure: onFailure)
    }

    /// The subscriber for the first upstream of two in sequence: its finishing hands over to
    /// `onFinished` (which subscribes the next stage); its failure goes downstream.
    func firstStage(onFinished: @escaping @Sendable () -> Void) -> Stage<Failure> {
        Stage(relay: self, number: 0, onFailure: { [weak self] error in self?.finish(.failure(error)) }, onFinished: onFinished)
    }

    /// The subscriber for the next upstream, whose failure goes downstream.
    func nextStage() -> Stage<Failure> {
        let number = state.withLock { state -> Int in
            state.stage += 1
            state.upstream = nil
            return state.stage
        }
        return Stage(relay: self, number: number) { [weak self] error in self?.finish(.failure(error)) }
    }

    /// A further stage whose failure `onFailure` decides, for `retry`.
    func retryStage<UpstreamFailure: Error>(onFailure: @escaping @Sendable (UpstreamFailure) -> Void) -> Stage<UpstreamFailure> {
        let number = state.withLock { state -> Int in
            state.stage += 1
            state.upstream = nil
            return state.stage
        }
        return Stage(relay: self, number: number, onFailure: onFailure)
    }

    /// Ends the stream downstream.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = state.withLock { state -> Downstream? in
            defer { state = State(announced: true) }
            return state.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = state.withLock { state -> (any Subscription)? in
            guard state.downstream != nil else { return nil }
            state.demand += demand
            return state.upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        let upstream = state.withLock { state -> (any Subscription)? in
            // A second cancel, or one after the end, is nothing (it keeps what `catch` passes on).
            guard state.downstream != nil else { return nil }
            let kept = forwardsAfterCancel && state.upstream != nil ? state.downstream.map { ($0, state.stage) } : nil
            defer { state = State(announced: true, cancelled: kept) }
            return state.upstream
        }
        upstream?.cancel()
    }

    /// A stage completed after a cancel: the downstream kept for its values goes (released after
    /// unlocking).
    fileprivate func endCancelled(stage: Int) {
        _ = state.withLock { state -> Downstream? in
            guard let cancelled = state.cancelled, cancelled.stage == stage else { return nil }
            state.cancelled = nil
            return cancelled.downstream
        }
    }

    private enum AttachAction {
        case announce(Downstream)
        case resume(Subscribers.Demand)
        case reject
    }

    fileprivate func attach(_ subscription: any Subscription, stage: Int) {
        let action = state.withLock { state -> AttachAction in
            guard let downstream = state.downstream, state.stage == stage, state.upstream == nil else { return .reject }
            state.upstream = subscription
            guard state.announced else {
                state.announced = true
                return .announce(downstream)
            }
            return .resume(state.demand)
        }
        switch action {
        case .announce(let downstream): downstream.receive(subscription: self)
        case .resume(let demand): if demand > 0 { subscription.request(demand) }
        case .reject: subscription.cancel()
        }
    }

    fileprivate func forward(_ value: Output, stage: Int) -> Subscribers.Demand {
        let taken = state.withLock { state -> (Downstream, Subscribers.Demand, afterCancel: Bool)? in
            guard state.stage == stage, state.upstream != nil, let downstream = state.downstream else {
                guard let cancelled = state.cancelled, cancelled.stage == stage else { return nil }
                return (cancelled.downstream, .none, true)
            }
            defer { state.demand -= 1 }
            return (downstream, state.demand, false)
        }
        guard let (downstream, outstanding, afterCancel) = taken else {
            if trapsEarlyValues, state.withLock({ $0.stage == stage && $0.upstream == nil && $0.downstream != nil }) {
                preconditionFailure("\(description) received a value before its subscription: the publisher contract was broken")
            }
            return .none
        }
        if afterCancel { return downstream.receive(value) }
        if isRetry { outstanding.requireRoomForAValue() }
        let more = downstream.receive(value)
        let upstream = state.withLock { state -> (any Subscription)? in
            state.demand += more
            return state.upstream
        }
        guard isRetry else { return more }
        if more > 0 { upstream?.request(more) }
        return .none
    }

    fileprivate func isCurrent(_ stage: Int) -> Bool {
        state.withLock { $0.stage == stage && $0.upstream != nil && $0.downstream != nil }
    }

    /// The subscriber attached to one upstream of the chain.
    struct Stage<UpstreamFailure: Error>: Subscriber {
        typealias Input = Output
        typealias Failure = UpstreamFailure

        let combineIdentifier = CombineIdentifier()
        let relay: SwitchingRelay
        let number: Int
        let onFailure: @Sendable (UpstreamFailure) -> Void
        /// What follows this upstream's finishing; without it the downstream finishes.
        var onFinished: (@Sendable () -> Void)? = nil

        func receive(subscription: any Subscription) { relay.attach(subscription, stage: number) }
        func receive(_ input: Output) -> Subscribers.Demand { relay.forward(input, stage: number) }
        func receive(completion: Subscribers.Completion<UpstreamFailure>) {
            guard relay.isCurrent(number) else { return relay.endCancelled(stage: number) }
            switch completion {
            case .finished:
                if let onFinished { onFinished() } else { relay.finish(.finished) }
            case .failure(let error): onFailure(error)
            }
        }
    }
}
