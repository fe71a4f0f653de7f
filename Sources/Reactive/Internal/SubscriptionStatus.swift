/// Where an operator's subscription to its upstream stands, after OpenCombine's helper of this
/// name: waiting for the one subscription it accepts, holding it, or done for good.
enum SubscriptionStatus {
    /// No subscription yet: the first one is accepted.
    case awaitingSubscription
    /// Subscribed to upstream.
    case subscribed(any Subscription)
    /// Finished, failed or cancelled: every later subscription is cancelled, every event dropped.
    case terminal

    /// The upstream subscription while subscribed.
    var subscription: (any Subscription)? {
        if case .subscribed(let subscription) = self { return subscription }
        return nil
    }

    /// Whether subscribed: upstream's events count only then.
    var isSubscribed: Bool { subscription != nil }

    /// Takes `subscription` if it is the first: false means it must be cancelled.
    mutating func accept(_ subscription: any Subscription) -> Bool {
        guard case .awaitingSubscription = self else { return false }
        self = .subscribed(subscription)
        return true
    }

    /// Ends for good, returning the subscription held (to cancel, or release, after unlocking).
    mutating func end() -> (any Subscription)? {
        defer { self = .terminal }
        return subscription
    }
}
