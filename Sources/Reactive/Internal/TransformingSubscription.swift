/// The relay behind the operators that look at one value at a time (`map`, `tryMap`, `mapError`,
/// `decode`, `setFailureType`, `filter`, `compactMap`, `removeDuplicates`, `scan`): one upstream,
/// one downstream, a step for values and a transform for failures.
///
/// A value's step sends it on, skips it (asking upstream for one more in its place, as Combine's
/// `filter` and `compactMap` do), finishes the stream or fails it.
///
/// Demand and cancellation pass straight through, but not the upstream subscription itself: a
/// second cancel, or an event after the stream ended, stops here. What upstream sends before its
/// subscription is passed on by the plain wrappers (`map`, `mapError`, `setFailureType`: Combine's
/// do) and dropped by the rest (`earlyEvents`, the relay's rule). The plain wrappers (`map`,
/// `filter`, `scan`) let the downstream go when the stream ends; the `try` variants, `decode`,
/// `removeDuplicates` and the rest keep it as long as they live (`lifetime`), as Combine's do. When a value's transform fails, upstream is
/// cancelled before the failure goes down, and anything upstream sends afterwards is dropped.
final class TransformingSubscription<UpstreamOutput, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
{
    typealias Input = UpstreamOutput
    typealias Failure = UpstreamFailure

    /// What becomes of one upstream value.
    enum Step {
        /// Sent downstream.
        case send(Downstream.Input)
        /// Dropped, and one more value asked of upstream in its place.
        case skip
        /// Upstream cancelled and the downstream finished.
        case finish
        /// Upstream cancelled and the downstream failed with this error.
        case fail(Downstream.Failure)
    }

    private let state: Locked<Relay<Downstream>>
    private let step: @Sendable (UpstreamOutput) -> Step
    private let transformFailure: @Sendable (UpstreamFailure) -> Downstream.Failure
    /// Whether a request for zero values traps, as Combine's `drop(while:)` does.
    private let trapsZeroDemand: Bool

    /// The operator's name as Combine gives it (`Map`, `MapError`), as the description.
    let description: String

    convenience init(
        named name: String,
        downstream: Downstream,
        earlyEvents: Relay<Downstream>.EarlyEvents = .dropped,
        earlyCancel: EarlyCancel = .ends,
        lifetime: DownstreamLifetime = .releasedAtEnd,
        trapsZeroDemand: Bool = false,
        transformValue: @escaping @Sendable (UpstreamOutput) -> Result<Downstream.Input, Downstream.Failure>,
        transformFailure: @escaping @Sendable (UpstreamFailure) -> Downstream.Failure
    ) {
        self.init(
            named: name, downstream: downstream, earlyEvents: earlyEvents, earlyCancel: earlyCancel, lifetime: lifetime,
            trapsZeroDemand: trapsZeroDemand,
            step: { value in
                switch transformValue(value) {
                case .success(let output): return .send(output)
                case .failure(let error): return .fail(error)
                }
            },
            transformFailure: transformFailure)
    }

    init(
        named name: String,
        downstream: Downstream,
        earlyEvents: Relay<Downstream>.EarlyEvents = .dropped,
        earlyCancel: EarlyCancel = .ends,
        lifetime: DownstreamLifetime = .releasedAtEnd,
        trapsZeroDemand: Bool = false,
        step: @escaping @Sendable (UpstreamOutput) -> Step,
        transformFailure: @escaping @Sendable (UpstreamFailure) -> Downstream.Failure
    ) {
        description = name
        state = Locked(Relay(downstream: downstream, earlyEvents: earlyEvents, earlyCancel: earlyCancel, lifetime: lifetime))
        self.step = step
        self.transformFailure = transformFailure
        self.trapsZeroDemand = trapsZeroDemand
    }

    func receive(subscription: any Subscription) {
        guard let downstream = state.withLock({ $0.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        guard let downstream = state.withLock({ $0.receiver }) else {
            trapIfEarly("a value")
            return .none
        }
        let completion: Subscribers.Completion<Downstream.Failure>
        switch step(input) {
        case .send(let output): return downstream.receive(output)
        case .skip: return .max(1)
        case .finish: completion = .finished
        case .fail(let error): completion = .failure(error)
        }
        let ended = state.withLock { $0.end() }
        // Only the first end goes down; a cancel or completion meanwhile ended the relay.
        guard ended.downstream != nil else { return .none }
        ended.upstream?.cancel()
        downstream.receive(completion: completion)
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard let downstream = state.withLock({ $0.completed() })?.downstream else { return trapIfEarly("a completion") }
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): downstream.receive(completion: .failure(transformFailure(error)))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        if trapsZeroDemand { demand.requireNonZero() }
        guard let upstream = state.withLock({ $0.upstream }) else { return trapIfEarly("a request") }
        upstream.request(demand)
    }

    /// Traps when `event` came before upstream's subscription to an operator that traps on it
    /// (`Relay.EarlyEvents.trapped`); an event after the end is dropped quietly.
    private func trapIfEarly(_ event: String) {
        guard state.withLock({ $0.isEarlyForATrap }) else { return }
        preconditionFailure("\(description) received \(event) before its subscription: the publisher contract was broken")
    }

    func cancel() {
        state.withLock { $0.cancel() }.upstream?.cancel()
    }
}
