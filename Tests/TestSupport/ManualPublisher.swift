import Reactive

/// A publisher that a test drives by hand: it hands its subscriber a `RecordingSubscription`, then
/// the test sends values and completion, breaking the contract on purpose if it wants to.
public final class ManualPublisher<Output: Sendable, Failure: Error>: Publisher {
    private let subscriber = Locked<AnySubscriber<Output, Failure>?>(nil)
    /// The subscriber as it was handed over: an operator's, which is also its downstream's
    /// subscription, so a test can request or cancel through it before it has been subscribed.
    private let received = Locked<(any Sendable)?>(nil)
    private let subscribesAtOnce: Bool
    /// The subscription handed to the subscriber.
    public let subscription = RecordingSubscription()

    /// Creates a publisher; with `subscribesAtOnce` false, the subscriber gets its subscription
    /// only when the test calls `connect()`, so events can be sent before it.
    public init(subscribesAtOnce: Bool = true) { self.subscribesAtOnce = subscribesAtOnce }

    /// Keeps `subscriber` and hands it the recording subscription.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber.withLock { $0 = AnySubscriber(subscriber) }
        received.withLock { $0 = subscriber }
        if subscribesAtOnce { subscriber.receive(subscription: subscription) }
    }

    /// Hands the subscriber its subscription now (for a publisher made with `subscribesAtOnce` false).
    public func connect() {
        subscriber.withLock { $0 }?.receive(subscription: subscription)
    }

    /// The subscriber as a subscription (an operator's subscriber is its downstream's
    /// subscription), or nil if it is not one.
    public var subscriberAsSubscription: (any Subscription)? {
        received.withLock { $0 } as? any Subscription
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
