/// Runs a piece of work once and sends its one result to every subscriber.
///
/// The work starts when the future is created, as in Combine; wrap it in `Deferred` to start it
/// per subscriber.
///
/// ```swift
/// let answer = Future<Int, Never> { promise in promise(.success(42)) }
/// ```
public final class Future<Output: Sendable, Failure: Error>: Publisher {
    /// The callback that fulfils the future; only its first call counts.
    public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

    private struct State {
        var result: Result<Output, Failure>?
        var waiting: [ResultSubscription<AnySubscriber<Output, Failure>>] = []
    }

    private let state = Locked(State())

    /// Starts `attemptToFulfill` now, handing it the promise.
    public init(_ attemptToFulfill: (@escaping Promise) -> Void) {
        // The promise holds the future strongly, as Combine's does: a future that nobody else keeps
        // (one built inside `Deferred`, say) must live until its work reports back.
        attemptToFulfill { result in self.fulfil(result) }
    }

    /// Attaches `subscriber`; it gets the result when both the result and its demand are there.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = ResultSubscription(AnySubscriber(subscriber), result: nil)
        // The subscription is handed over before it is registered, so a result that arrives
        // meanwhile cannot reach the subscriber ahead of its subscription.
        subscriber.receive(subscription: subscription)
        let known = state.withLock { state -> Result<Output, Failure>? in
            if state.result == nil { state.waiting.append(subscription) }
            return state.result
        }
        if let known { subscription.fulfil(known) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let waiting = state.withLock { state -> [ResultSubscription<AnySubscriber<Output, Failure>>] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiting = [] }
            return state.waiting
        }
        for subscription in waiting { subscription.fulfil(result) }
    }
}
