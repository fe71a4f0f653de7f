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
        /// Tasks awaiting `value`, resumed with the result.
        var awaiting: [Awaiting] = []
    }

    /// A task awaiting `value`.
    private typealias Awaiting = CheckedContinuation<Result<Output, Failure>, Never>

    private let state = Locked(State())

    /// How many subscriptions wait for the result (tests read it).
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Starts `attemptToFulfill` now, handing it the promise.
    public init(_ attemptToFulfill: (@escaping Promise) -> Void) {
        // The promise holds the future strongly, as Combine's does: a future that nobody else keeps
        // (one built inside `Deferred`, say) must live until its work reports back.
        attemptToFulfill { result in self.fulfil(result) }
    }

    /// Attaches `subscriber`; it gets the result when both the result and its demand are there.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        // A subscriber that cancels before the result is let go of here too: a future that never
        // reports must not keep every subscription it was ever asked for.
        let subscription = ResultSubscription(AnySubscriber(subscriber), result: nil) { [weak self] id in
            self?.state.withLock { state in state.waiting.removeAll { $0.combineIdentifier == id } }
        }
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
        let (waiting, awaiting) = state.withLock { state -> ([ResultSubscription<AnySubscriber<Output, Failure>>], [Awaiting]) in
            guard state.result == nil else { return ([], []) }
            state.result = result
            defer { (state.waiting, state.awaiting) = ([], []) }
            return (state.waiting, state.awaiting)
        }
        for subscription in waiting { subscription.fulfil(result) }
        for continuation in awaiting { continuation.resume(returning: result) }
    }

    /// The result, once the work has reported it: at once if it has.
    fileprivate var result: Result<Output, Failure> {
        get async {
            await withCheckedContinuation { continuation in
                let known = state.withLock { state -> Result<Output, Failure>? in
                    if state.result == nil { state.awaiting.append(continuation) }
                    return state.result
                }
                if let known { continuation.resume(returning: known) }
            }
        }
    }
}

extension Future {
    /// The value the work reports, awaited; its failure is thrown. As in Combine, awaiting does not
    /// start the work (it started with the future) and a task cancelled meanwhile still waits.
    public var value: Output {
        get async throws { try await result.get() }
    }
}

extension Future where Failure == Never {
    /// The value the work reports, awaited.
    public var value: Output {
        get async { await result.get() }
    }
}
