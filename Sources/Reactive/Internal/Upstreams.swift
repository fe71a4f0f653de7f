/// The upstreams of an operator that joins publishers (CombineLatest, Zip, Merge and its three-to-eight and
/// many forms), and the rules they all keep, written once: a subscription that arrives after the downstream
/// has gone is cancelled; a failure from any upstream ends the downstream at once, drops what waits and
/// cancels the others; what a `.finished` means is the operator's (CombineLatest and Merge finish when all
/// have, Zip when one has with nothing left to pair); a cancel lets all go; a side's value or completion
/// counts only while that side is subscribed (`isSubscribed`), so one sent before its subscription or after
/// its end is dropped. It lives inside the operator's `Locked` state beside its `DeliveryQueue`; what it
/// returns to cancel is cancelled by the caller, unlocked.
struct Upstreams {
    /// How many sides there are, numbered from 0.
    let count: Int
    /// The subscriptions, by side, until each completes.
    private var subscriptions: [Int: any Subscription] = [:]
    /// The sides that have finished.
    private var finished: Set<Int> = []

    /// The subscription of `side`, while it is held.
    func subscription(side: Int) -> (any Subscription)? { subscriptions[side] }

    /// Whether `side` holds its subscription: its events count only then.
    func isSubscribed(side: Int) -> Bool { subscriptions[side] != nil }

    /// Upstreams for `count` sides, none subscribed yet.
    init(count: Int = 2) { self.count = count }

    /// Every subscription held, in side order.
    var all: [any Subscription] { (0..<count).compactMap { subscriptions[$0] } }

    /// Whether `side` has finished.
    func hasFinished(side: Int) -> Bool { finished.contains(side) }

    /// Whether every side has finished.
    var allFinished: Bool { finished.count == count }

    /// Holds `subscription` for `side` while `queue`'s downstream is there and the side has none;
    /// false means "cancel it".
    mutating func attach<Downstream>(_ subscription: any Subscription, side: Int, queue: DeliveryQueue<Downstream>) -> Bool {
        guard queue.downstream != nil, subscriptions[side] == nil else { return false }
        subscriptions[side] = subscription
        return true
    }

    /// Records `side`'s completion. A failure becomes `queue`'s completion at once, with what
    /// waits dropped; the other sides' subscriptions are returned, to be cancelled.
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

    /// Lets every subscription go, returning them to be cancelled.
    mutating func release() -> [any Subscription] {
        defer { subscriptions = [:] }
        return all
    }
}
