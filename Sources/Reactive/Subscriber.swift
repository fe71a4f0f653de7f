/// Receives a subscription, then values it asked for, then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible, Sendable {
    /// The values this subscriber takes.
    associatedtype Input
    /// The error this subscriber takes.
    associatedtype Failure: Error

    /// Called once, first; the subscriber asks for values through `subscription.request(_:)`.
    func receive(subscription: any Subscription)
    /// Called for each value; the returned demand is added to what the subscriber asked before.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called at most once, last.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the one value a `Void` subscriber takes, as Combine's `receive()`.
    public func receive() -> Subscribers.Demand { receive(()) }
}

extension Subscriber {
    /// Ends a publisher of one result, as `Just` and `Future` end: the value then `.finished`, or
    /// the failure alone. Not Combine's; call it only while demand for one value is outstanding.
    public func receive(result: Result<Input, Failure>) {
        switch result {
        case .success(let value):
            _ = receive(value)
            receive(completion: .finished)
        case .failure(let error):
            receive(completion: .failure(error))
        }
    }
}
