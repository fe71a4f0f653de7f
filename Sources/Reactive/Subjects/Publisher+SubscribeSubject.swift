extension Publisher {
    /// Feeds this publisher's values and completion into `subject`, as Combine's
    /// `subscribe(_:)` for a subject does; cancelling the returned token (or letting it go) stops it.
    ///
    /// The subject is handed the subscription (`send(subscription:)`) and asks for what it wants
    /// (every subject here asks for everything), and is held until the stream ends.
    ///
    /// ```swift
    /// let relay = PassthroughSubject<Int, Never>()
    /// let token = [1, 2, 3].publisher.subscribe(relay)
    /// ```
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let forwarder = SubjectForwarder(subject)
        subscribe(forwarder)
        return AnyCancellable(forwarder)
    }
}

/// Upstream's subscriber on behalf of a subject: the subscription the subject is handed, passing
/// its requests and a cancel upstream, and upstream's events into the subject.
private final class SubjectForwarder<Target: Subject>: Subscriber, Subscription {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private let state: Locked<Relay<Target>>

    init(_ subject: Target) { state = Locked(Relay(downstream: subject)) }

    func receive(subscription: any Subscription) {
        guard let subject = state.withLock({ $0.accept(subscription) }) else { return subscription.cancel() }
        subject.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { $0.receiver }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        state.withLock { $0.completed() }?.downstream?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.upstream }?.request(demand)
    }

    func cancel() {
        state.withLock { $0.end() }.upstream?.cancel()
    }
}
