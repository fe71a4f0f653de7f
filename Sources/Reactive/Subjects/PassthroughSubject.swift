/// A subject that relays values to its current subscribers, dropping those nobody asked for.
///
/// ```swift
/// let events = PassthroughSubject<String, Never>()
/// let token = events.sink { print($0) }
/// events.send("hello")
/// ```
public final class PassthroughSubject<Output: Sendable, Failure: Error>: Subject {
    private let subscriptions = SubjectSubscribers<Output, Failure>(keepsLatest: false)

    /// Creates a subject.
    public init() {}

    /// Attaches `subscriber`; after completion it gets the completion at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        _ = subscriptions.attach(subscriber)
    }

    /// Sends `value` to each subscriber with demand.
    public func send(_ value: Output) { subscriptions.send(value) }

    /// Ends every subscription.
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.send(completion: completion) }

    /// Takes an upstream subscription and asks it for everything.
    public func send(subscription: any Subscription) { subscriptions.send(subscription: subscription) }
}
