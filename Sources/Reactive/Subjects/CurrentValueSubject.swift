/// A subject that holds a current value and sends it to each new subscriber first.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(0)
/// let token = count.sink { print($0) }  // 0
/// count.value = 1                        // 1
/// ```
public final class CurrentValueSubject<Output: Sendable, Failure: Error>: Subject {
    private let subscriptions = SubjectSubscribers<Output, Failure>(keepsLatest: true)
    private let current: Locked<Output>

    /// Creates a subject holding `value`.
    public init(_ value: Output) { current = Locked(value) }

    /// The current value; setting it sends it. After completion, as in Combine, setting it
    /// stores the value without sending it (while `send(_:)` then does neither).
    public var value: Output {
        get { current.withLock { $0 } }
        set {
            let current = self.current
            if subscriptions.ifActive({ current.withLock { $0 = newValue } }) {
                subscriptions.send(newValue)
            } else {
                current.withLock { $0 = newValue }
            }
        }
    }

    /// Attaches `subscriber`; it receives the current value when it first asks.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriptions.attach(subscriber)?.offer(current.withLock { $0 })
    }

    /// Stores and sends `value`; after completion it does neither (`value` stays as it was).
    public func send(_ value: Output) {
        let current = self.current
        guard subscriptions.ifActive({ current.withLock { $0 = value } }) else { return }
        subscriptions.send(value)
    }

    /// Ends every subscription.
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.send(completion: completion) }

    /// Takes an upstream subscription and asks it for everything.
    public func send(subscription: any Subscription) { subscriptions.send(subscription: subscription) }
}
