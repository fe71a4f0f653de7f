extension Publisher where Failure == Never, Output: Sendable {
    /// This publisher's values as an `AsyncSequence`, one demanded per iteration.
    ///
    /// ```swift
    /// for await state in viewModel.$state.values { … }
    /// ```
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher where Output: Sendable {
    /// This publisher's values as a throwing `AsyncSequence`, one demanded per iteration.
    ///
    /// ```swift
    /// for try await page in service.pages() { … }
    /// ```
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher seen as an `AsyncSequence` that never throws.
public struct AsyncPublisher<Upstream: Publisher>: AsyncSequence, Sendable
where Upstream.Failure == Never, Upstream.Output: Sendable {
    /// One value per iteration.
    public typealias Element = Upstream.Output

    private let upstream: Upstream

    /// Wraps `publisher`.
    public init(_ publisher: Upstream) { upstream = publisher }

    /// Subscribes and returns the iterator.
    public func makeAsyncIterator() -> Iterator {
        let bridge = AsyncBridge<Element, Never>()
        upstream.subscribe(bridge)
        return Iterator(lifetime: IteratorLifetime(bridge))
    }

    /// Asks for one value per `next()`; nil after completion or task cancellation. Releasing
    /// the iterator (a `break` out of the loop) cancels the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let lifetime: IteratorLifetime<Element, Never>

        /// The next value, or nil at the end.
        public mutating func next() async -> Element? {
            try? await lifetime.bridge.next()
        }
    }
}

/// A publisher seen as an `AsyncSequence` that throws its failure.
public struct AsyncThrowingPublisher<Upstream: Publisher>: AsyncSequence, Sendable where Upstream.Output: Sendable {
    /// One value per iteration.
    public typealias Element = Upstream.Output

    private let upstream: Upstream

    /// Wraps `publisher`.
    public init(_ publisher: Upstream) { upstream = publisher }

    /// Subscribes and returns the iterator.
    public func makeAsyncIterator() -> Iterator {
        let bridge = AsyncBridge<Element, Upstream.Failure>()
        upstream.subscribe(bridge)
        return Iterator(lifetime: IteratorLifetime(bridge))
    }

    /// Asks for one value per `next()`; throws the failure; nil after finishing or cancellation.
    /// Releasing the iterator (a `break` out of the loop) cancels the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let lifetime: IteratorLifetime<Element, Upstream.Failure>

        /// The next value, or nil at the end.
        public mutating func next() async throws -> Element? {
            try await lifetime.bridge.next()
        }
    }
}

/// Shared by the copies of one iterator: when the last goes, the subscription is cancelled, so
/// a loop left early does not leave its subscriber attached upstream.
final class IteratorLifetime<Input: Sendable, Failure: Error>: Sendable {
    let bridge: AsyncBridge<Input, Failure>

    init(_ bridge: AsyncBridge<Input, Failure>) { self.bridge = bridge }

    deinit { bridge.detach() }
}

/// The subscriber behind `values`: each `next()` parks a continuation and requests one value.
final class AsyncBridge<Input: Sendable, Failure: Error>: Subscriber {
    private struct State {
        var subscription: (any Subscription)?
        var waiting: CheckedContinuation<Input?, any Error>?
        var requestOnSubscribe = false
        var ended: Result<Void, any Error>?
    }

    private let state = Locked(State())

    func receive(subscription: any Subscription) {
        let accepted = state.withLock { state -> Bool? in
            guard state.subscription == nil, state.ended == nil else { return nil }
            state.subscription = subscription
            return state.requestOnSubscribe
        }
        switch accepted {
        // A second subscription, or one after the end (a cancel came first): cancelled, never
        // left attached upstream.
        case nil: subscription.cancel()
        case true?: subscription.request(.max(1))
        case false?: break
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { state in
            defer { state.waiting = nil }
            return state.waiting
        }?.resume(returning: input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let result: Result<Void, any Error>
        switch completion {
        case .finished: result = .success(())
        case .failure(let error): result = .failure(error)
        }
        finish(result)
    }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Input?, any Error>) in
                let action = state.withLock { state -> (ended: Result<Void, any Error>?, subscription: (any Subscription)?) in
                    if let ended = state.ended {
                        state.ended = .success(())
                        return (ended, nil)
                    }
                    state.waiting = continuation
                    if state.subscription == nil { state.requestOnSubscribe = true }
                    return (nil, state.subscription)
                }
                switch action.ended {
                case .success?: continuation.resume(returning: nil)
                case .failure(let error)?: continuation.resume(throwing: error)
                case nil: action.subscription?.request(.max(1))
                }
            }
        } onCancel: {
            detach()
        }
    }

    /// Cancels the subscription and ends the sequence: the task was cancelled, or the iterator
    /// was released.
    func detach() {
        let subscription = state.withLock { $0.subscription }
        subscription?.cancel()
        finish(.success(()))
    }

    private func finish(_ result: Result<Void, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Input?, any Error>? in
            guard state.ended == nil else { return nil }
            state.subscription = nil
            defer { state.waiting = nil }
            if state.waiting == nil {
                state.ended = result
                return nil
            }
            state.ended = .success(())
            return state.waiting
        }
        switch result {
        case .success: waiting?.resume(returning: nil)
        case .failure(let error): waiting?.resume(throwing: error)
        }
    }
}
