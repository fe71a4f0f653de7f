/// A publisher that code can push values into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to subscribers that asked for one.
    func send(_ value: Output)
    /// Ends every subscription.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands an upstream subscription to the subject; it asks for unlimited values.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}
