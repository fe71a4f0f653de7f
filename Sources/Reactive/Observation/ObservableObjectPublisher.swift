/// The publisher of `ObservableObject.objectWillChange`: sends `()` before each change to every
/// subscriber, and never completes.
///
/// As Combine's does, it sends whether or not a subscriber has asked: a change is news to every
/// view that watches, not a value to queue or drop by demand (`sink` asks for everything anyway).
///
/// ```swift
/// let willChange = ObservableObjectPublisher()
/// let token = willChange.sink { print("about to change") }
/// willChange.send()
/// ```
public final class ObservableObjectPublisher: Publisher {
    /// Nothing but the fact of a change.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never

    private let conduits = Locked<[CombineIdentifier: Conduit]>([:])

    /// Creates a publisher.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let conduit = Conduit(publisher: self, subscriber: AnySubscriber(subscriber))
        conduits.withLock { $0[conduit.combineIdentifier] = conduit }
        subscriber.receive(subscription: conduit)
    }

    /// Tells every subscriber that the object is about to change.
    public func send() {
        // Told outside the lock: a subscriber may subscribe or cancel from its handler.
        for conduit in conduits.withLock({ Array($0.values) }) { conduit.send() }
    }

    fileprivate func remove(_ conduit: Conduit) {
        _ = conduits.withLock { $0.removeValue(forKey: conduit.combineIdentifier) }
    }

    /// One subscriber's link, kept until it cancels.
    fileprivate final class Conduit: Subscription {
        private weak let publisher: ObservableObjectPublisher?
        private let subscriber: Locked<AnySubscriber<Void, Never>?>

        init(publisher: ObservableObjectPublisher, subscriber: AnySubscriber<Void, Never>) {
            self.publisher = publisher
            self.subscriber = Locked(subscriber)
        }

        func send() {
            _ = subscriber.withLock { $0 }?.receive(())
        }

        /// Demand is not counted: every change is sent.
        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            let released = subscriber.withLock { slot -> AnySubscriber<Void, Never>? in
                defer { slot = nil }
                return slot
            }
            guard released != nil else { return }
            publisher?.remove(self)
        }
    }
}
