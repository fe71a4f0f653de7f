/// The accept-once/cancel state machine every operator's subscription shares: its upstream
/// subscription and its downstream, held in the operator's `Locked` state.
///
/// Operators change it only inside their lock and act after unlocking: `accept` says whom to tell
/// of the subscription, and `end` hands out everything it held, so nothing is cancelled, told or
/// released (no `deinit` runs) while the lock is held.
///
/// ```swift
/// func receive(subscription: any Subscription) {
///     guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
///     downstream.receive(subscription: self)
/// }
/// ```
struct Relay<Downstream> {
    /// Where the upstream subscription stands.
    private(set) var status = SubscriptionStatus.awaitingSubscription
    /// Whom values go to, until the relay ends.
    private(set) var downstream: Downstream?

    /// A relay for `downstream`, waiting for its subscription.
    init(downstream: Downstream) { self.downstream = downstream }

    /// The upstream subscription while subscribed.
    var upstream: (any Subscription)? { status.subscription }

    /// Whether events still go downstream.
    var isLive: Bool { downstream != nil }

    /// Takes `subscription` if it is the first and the relay has not ended: returns the
    /// downstream to tell, or nil when `subscription` must be cancelled.
    mutating func accept(_ subscription: any Subscription) -> Downstream? {
        guard let downstream, status.accept(subscription) else { return nil }
        return downstream
    }

    /// Upstream has completed: lets go of its subscription (returned, to be released after
    /// unlocking) and keeps the downstream, for an operator that still has something to send.
    mutating func upstreamCompleted() -> (any Subscription)? {
        status.end()
    }

    /// What an ended relay held.
    typealias Ended = (upstream: (any Subscription)?, downstream: Downstream?)

    /// Ends the relay: returns the upstream subscription (to cancel, after unlocking, when
    /// cancelling) and the downstream (to tell of a completion). Return the whole of it from the
    /// lock, so both are released outside it.
    mutating func end() -> Ended {
        defer { downstream = nil }
        return (status.end(), downstream)
    }
}
