extension Publisher {
    /// Subscribes with closures, asking for unlimited values.
    ///
    /// ```swift
    /// let token = fetch().sink(
    ///     receiveCompletion: { print("done:", $0) },
    ///     receiveValue: { print($0) }
    /// )
    /// ```
    public func sink(
        receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping @Sendable (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Subscribes with a value closure, for publishers that never fail.
    ///
    /// ```swift
    /// let token = [1, 2].publisher.sink { print($0) }
    /// ```
    public func sink(receiveValue: @escaping @Sendable (Output) -> Void) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

extension Subscribers {
    /// A subscriber that runs closures; it asks for unlimited values and lets go of its closures
    /// when the stream ends or is cancelled.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// The closures, held until the stream ends or is cancelled.
        private struct Handlers {
            let receiveValue: @Sendable (Input) -> Void
            let receiveCompletion: @Sendable (Subscribers.Completion<Failure>) -> Void
        }

        private let state: Locked<Relay<Handlers>>

        /// Creates a sink with its closures.
        public init(
            receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping @Sendable (Input) -> Void
        ) {
            state = Locked(Relay(downstream: Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)))
        }

        /// Keeps the subscription and asks for everything; a second subscription is cancelled.
        public func receive(subscription: any Subscription) {
            guard state.withLock({ $0.accept(subscription) }) != nil else { return subscription.cancel() }
            subscription.request(.unlimited)
        }

        /// Runs the value closure.
        public func receive(_ input: Input) -> Subscribers.Demand {
            state.withLock { $0.downstream }?.receiveValue(input)
            return .none
        }

        /// Runs the completion closure, then lets go of both closures.
        public func receive(completion: Subscribers.Completion<Failure>) {
            state.withLock { $0.end() }.downstream?.receiveCompletion(completion)
        }

        /// Cancels the subscription and lets go of the closures; idempotent.
        public func cancel() {
            state.withLock { $0.end() }.upstream?.cancel()
        }
    }
}
