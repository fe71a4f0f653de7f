/// A type-erased subscriber that keeps the identity of the one it wraps.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    /// The wrapped subscriber's identity.
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: @Sendable (any Subscription) -> Void
    private let receiveValue: @Sendable (Input) -> Subscribers.Demand
    private let receiveCompletion: @Sendable (Subscribers.Completion<Failure>) -> Void

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        receiveSubscription = { subscriber.receive(subscription: $0) }
        receiveValue = { subscriber.receive($0) }
        receiveCompletion = { subscriber.receive(completion: $0) }
    }

    /// Builds a subscriber from closures.
    public init(
        receiveSubscription: @escaping @Sendable (any Subscription) -> Void = { _ in },
        receiveValue: @escaping @Sendable (Input) -> Subscribers.Demand = { _ in .none },
        receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void = { _ in }
    ) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    /// Forwards the subscription.
    public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
    /// Forwards a value.
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
    /// Forwards the completion.
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
