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

        private struct State {
            var object: Root?
            var subscription: (any Subscription)?
            var subscribed = false
        }

        private let state: Locked<State>
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input> & Sendable

        /// Creates the subscriber.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input> & Sendable) {
            state = Locked(State(object: object))
            self.keyPath = keyPath
        }

        /// Keeps the subscription and asks for everything; a second one is cancelled.
        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard !state.subscribed, state.object != nil else { return false }
                state.subscribed = true
                state.subscription = subscription
                return true
            }
            guard accepted else {
                subscription.cancel()
                return
            }
            subscription.request(.unlimited)
        }

        /// Writes the value.
        public func receive(_ input: Input) -> Subscribers.Demand {
            if let object = state.withLock({ $0.object }) {
                object[keyPath: keyPath] = input
            }
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            state.withLock { $0 = State(subscribed: true) }
        }

        /// Cancels the subscription and lets go of the object; idempotent.
        public func cancel() {
            let subscription = state.withLock { state -> (any Subscription)? in
                defer { state = State(subscribed: true) }
                return state.subscription
            }
            subscription?.cancel()
        }
    }
}
