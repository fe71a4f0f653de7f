/// The link between a publisher and one subscriber: demand goes up, cancel stops it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Subscriptions that need no state.
public enum Subscriptions {
    /// A subscription that does nothing: for publishers that complete at once.
    public static var empty: any Subscription { EmptySubscription.shared }
}

private final class EmptySubscription: Subscription {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
