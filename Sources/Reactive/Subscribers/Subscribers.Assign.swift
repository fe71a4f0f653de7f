extension Publisher where Failure == Never {
    /// Writes each value to `keyPath` on `object`, which it holds until the stream ends or is
    /// cancelled.
    ///
    /// ```swift
    /// let token = names.assign(to: \.title, on: label)
    /// ```
    public func assign<Root: AnyObject & Sendable>(
        to keyPath: ReferenceWritableKeyPath<Root, Output> & Sendable,
        on object: Root
    ) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Subscribers {
    /// A subscriber that writes each value to a property; it asks for unlimited values.
    public final class Assign<Root: AnyObject & Sendable, Input>: Subscriber, Cancellable {
        /// Never fails.
        public typealias Failure = Never

        /// The object, held until the stream ends or is cancelled.
        private let state: Locked<Relay<Root>>
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input> & Sendable

        /// Creates the subscriber.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input> & Sendable) {
            state = Locked(Relay(downstream: object))
            self.keyPath = keyPath
        }

        /// Keeps the subscription and asks for everything; a second one is cancelled.
        public func receive(subscription: any Subscription) {
            guard state.withLock({ $0.accept(subscription) }) != nil else { return subscription.cancel() }
            subscription.request(.unlimited)
        }

        /// Writes the value.
        public func receive(_ input: Input) -> Subscribers.Demand {
            if let object = state.withLock({ $0.downstream }) {
                object[keyPath: keyPath] = input
            }
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            _ = state.withLock { $0.end() }
        }

        /// Cancels the subscription and lets go of the object; idempotent.
        public func cancel() {
            state.withLock { $0.end() }.upstream?.cancel()
        }
    }
}
