import Reactive

/// A publisher that a test drives by hand: it hands its subscriber a `RecordingSubscription`, then
/// the test sends values and completion, breaking the contract on purpose if it wants to.
public final class ManualPublisher<Output: Sendable, Failure: Error>: Publisher {
    private let subscriber = Locked<AnySubscriber<Output, Failure>?>(nil)
    /// The subscription handed to the subscriber.
    public let subscription = RecordingSubscription()

    /// Creates a publisher.
    public init() {}

    /// Keeps `subscriber` and hands it the recording subscription.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber.withLock { $0 = AnySubscriber(subscriber) }
        subscriber.receive(subscription: subscription)
    }

    /// Sends a value, returning the subscriber's extra demand.
    @discardableResult
    public func send(_ value: Output) -> Subscribers.Demand {
        subscriber.withLock { $0 }?.receive(value) ?? .none
    }

    /// Sends a completion.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscriber.withLock { $0 }?.receive(completion: completion)
    }

    /// Sends a second subscription (a contract breach the operator must reject).
    public func sendSubscription(_ extra: any Subscription) {
        subscriber.withLock { $0 }?.receive(subscription: extra)
    }
}
