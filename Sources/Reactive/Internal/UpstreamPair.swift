/// The two upstreams of an operator that joins two publishers (CombineLatest, Merge, Zip), and the
/// rules they all keep, written once: a subscription that arrives after the downstream has gone is
/// cancelled; a failure from either upstream ends the downstream at once, drops what waits and
/// cancels the other; what a `.finished` means is the operator's (CombineLatest and Merge finish
/// when both have, Zip when one has with nothing left to pair); a cancel lets both go; a side's value or completion counts
/// only while that side is subscribed (`isSubscribed`), so one sent before its subscription or after
/// its end is dropped. It lives inside the operator's
/// `Locked` state beside its `DeliveryQueue`; what it returns to cancel is cancelled by the caller,
/// unlocked.
struct UpstreamPair {
    /// The subscriptions, by side (0 or 1), until each completes.
    private var subscriptions: [Int: any Subscription] = [:]
    /// The sides that have finished.
    private var finished: Set<Int> = []

    /// The subscription of `side`, while it is held.
    func subscription(side: Int) -> (any Subscription)? { subscriptions[side] }

    /// Whether `side` holds its subscription: its events count only then.
    func isSubscribed(side: Int) -> Bool { subscriptions[side] != nil }

    /// Both subscriptions held, in side order.
    var both: [any Subscription] { [0, 1].compactMap { subscriptions[$0] } }

    /// Whether `side` has finished.
    func hasFinished(side: Int) -> Bool { finished.contains(side) }

    /// Whether both sides have finished.
    var bothFinished: Bool { finished.count == 2 }

    /// Holds `subscription` for `side` while `queue`'s downstream is there and the side has none;
    /// false means "cancel it".
    mutating func attach<Downstream>(_ subscription: any Subscription, side: Int, queue: DeliveryQueue<Downstream>) -> Bool {
        guard queue.downstream != nil, subscriptions[side] == nil else { return false }
        subscriptions[side] = subscription
        return true
    }

    /// Records `side`'s completion. A failure becomes `queue`'s completion at once, with what
    /// waits dropped; the other side's subscription is returned, to be cancelled.
    mutating func complete<Downstream>(
        side: Int, with completion: Subscribers.Completion<Downstream.Failure>, queue: inout DeliveryQueue<Downstream>
    ) -> [any Subscription] {
        subscriptions[side] = nil
        switch completion {
        case .finished:
            finished.insert(side)
            return []
        case .failure:
            queue.completion = completion
            queue.values = []
            return release()
        }
    }

    /// Lets both subscriptions go, returning them to be cancelled.
    mutating func release() -> [any Subscription] {
        defer { subscriptions = [:] }
        return both
    }
}
