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

/// The subscriber behind `values`, as Combine's: each `next()` parks its continuation and asks
/// for one value, so several may wait at once (an iterator shared by tasks); each is answered
/// once, in the order they came: with a value, or nil once the sequence has ended. A cancel (of
/// an awaiting task, or by releasing the iterator) cancels the subscription once and answers
/// every waiting call with nil. A failure is thrown to the first waiting call (the others get
/// nil), or to the next call when none waits.
final class AsyncBridge<Input: Sendable, Failure: Error>: Subscriber {
    private typealias Call = CheckedContinuation<Input?, any Error>

    private enum Phase {
        /// No subscription yet: what `next()` asks for is counted, and asked on subscription.
        case awaitingSubscription(demand: Int)
        case subscribed(any Subscription)
        /// Ended; the failure is kept for the next call when no call was waiting for it.
        case ended(failure: (any Error)?)
    }

    private struct State {
        var phase = Phase.awaitingSubscription(demand: 0)
        var waiting: [Call] = []

        /// The waiting calls, none left waiting.
        mutating func takeWaiting() -> [Call] {
            defer { waiting = [] }
            return waiting
        }
    }

    private let state = Locked(State())

    func receive(subscription: any Subscription) {
        let asked = state.withLock { state -> Int? in
            guard case .awaitingSubscription(let demand) = state.phase else { return nil }
            state.phase = .subscribed(subscription)
            return demand
        }
        switch asked {
        // A second subscription, or one after the end (a cancel came first): cancelled, never
        // left attached upstream.
        case nil: subscription.cancel()
        case let demand? where demand > 0: subscription.request(.max(demand))
        case _?: break
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let (answered, ended) = state.withLock { state -> (Call?, [Call]) in
            guard case .subscribed = state.phase else { return (nil, state.takeWaiting()) }
            return (state.waiting.isEmpty ? nil : state.waiting.removeFirst(), [])
        }
        answered?.resume(returning: input)
        for call in ended { call.resume(returning: nil) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        var failure: (any Error)?
        if case .failure(let error) = completion { failure = error }
        let (first, rest) = state.withLock { state -> (Call?, [Call]) in
            if case .ended = state.phase { return (nil, state.takeWaiting()) }
            var waiting = state.takeWaiting()
            guard !waiting.isEmpty else {
                state.phase = .ended(failure: failure)
                return (nil, [])
            }
            state.phase = .ended(failure: nil)
            return (waiting.removeFirst(), waiting)
        }
        if let first {
            if let failure { first.resume(throwing: failure) } else { first.resume(returning: nil) }
        }
        for call in rest { call.resume(returning: nil) }
    }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Call) in
                let (ask, answer) = state.withLock { state -> ((any Subscription)?, Result<Input?, any Error>?) in
                    switch state.phase {
                    case .awaitingSubscription(let demand):
                        state.waiting.append(continuation)
                        state.phase = .awaitingSubscription(demand: demand + 1)
                        return (nil, nil)
                    case .subscribed(let subscription):
                        state.waiting.append(continuation)
                        return (subscription, nil)
                    case .ended(let failure?):
                        state.phase = .ended(failure: nil)
                        return (nil, .failure(failure))
                    case .ended(nil):
                        return (nil, .success(nil))
                    }
                }
                if let answer { continuation.resume(with: answer) }
                ask?.request(.max(1))
            }
        } onCancel: {
            detach()
        }
    }

    /// Cancels the subscription, once, and ends the sequence, answering every waiting call with
    /// nil: an awaiting task was cancelled, or the iterator was released.
    func detach() {
        let (subscription, waiting) = state.withLock { state -> ((any Subscription)?, [Call]) in
            var subscription: (any Subscription)?
            if case .subscribed(let held) = state.phase { subscription = held }
            // As Combine's: a cancel ends the sequence, a failure not yet thrown included.
            state.phase = .ended(failure: nil)
            return (subscription, state.takeWaiting())
        }
        subscription?.cancel()
        for call in waiting { call.resume(returning: nil) }
    }
}
