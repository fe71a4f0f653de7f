/// The relay behind the stateless operators (`map`, `tryMap`, `mapError`, `decode`,
/// `setFailureType`): one upstream, one downstream, a transform for values and one for failures.
///
/// Demand and cancellation pass straight through, but not the upstream subscription itself: a
/// second cancel, or an event after the stream ended, stops here. What upstream sends before its
/// subscription is passed on by the plain wrappers (`map`, `mapError`, `setFailureType`: Combine's
/// do) and dropped by the rest (`earlyEvents`, the relay's rule). When a value's transform fails, upstream is
/// cancelled before the failure goes down, and anything upstream sends afterwards is dropped.
final class TransformingSubscription<UpstreamOutput, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
{
    typealias Input = UpstreamOutput
    typealias Failure = UpstreamFailure

    private let state: Locked<Relay<Downstream>>
    private let transformValue: @Sendable (UpstreamOutput) -> Result<Downstream.Input, Downstream.Failure>
    private let transformFailure: @Sendable (UpstreamFailure) -> Downstream.Failure

    /// The operator's name as Combine gives it (`Map`, `MapError`), as the description.
    let description: String

    init(
        named name: String,
        downstream: Downstream,
        earlyEvents: Relay<Downstream>.EarlyEvents = .dropped,
        earlyCancel: EarlyCancel = .ends,
        transformValue: @escaping @Sendable (UpstreamOutput) -> Result<Downstream.Input, Downstream.Failure>,
        transformFailure: @escaping @Sendable (UpstreamFailure) -> Downstream.Failure
    ) {
        description = name
        state = Locked(Relay(downstream: downstream, earlyEvents: earlyEvents, earlyCancel: earlyCancel))
        self.transformValue = transformValue
        self.transformFailure = transformFailure
    }

    func receive(subscription: any Subscription) {
        guard let downstream = state.withLock({ $0.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        guard let downstream = state.withLock({ $0.receiver }) else { return .none }
        switch transformValue(input) {
        case .success(let output):
            return downstream.receive(output)
        case .failure(let error):
            let ended = state.withLock { $0.end() }
            // Only the first failure goes down; a cancel or completion meanwhile ended the relay.
            guard ended.downstream != nil else { return .none }
            ended.upstream?.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard let downstream = state.withLock({ $0.completed() })?.downstream else { return }
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): downstream.receive(completion: .failure(transformFailure(error)))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.upstream }?.request(demand)
    }

    func cancel() {
        state.withLock { $0.cancel() }.upstream?.cancel()
    }
}
