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
///
/// It is also where the contract's rule for upstream's events lives: a value or completion is
/// passed on only while subscribed (`receiver`, `completed()`), so one sent before the subscription
/// or after the end is dropped. The few operators Combine builds as plain wrappers (`map`,
/// `mapError`, `setFailureType`, `handleEvents`) pass on what comes before the subscription, and
/// after a cancel (`cancel()`) what upstream still sends, with the downstream's demand, as
/// Combine's do, for they hold no state of their own: they say `.forwarded`.
struct Relay<Downstream> {
    /// What becomes of a value or completion upstream sends before its subscription.
    enum EarlyEvents {
        /// Dropped: a value gets no demand, a completion is ignored (most of Combine's operators).
        case dropped
        /// Passed on to the downstream, as Combine's plain wrappers do; and so is what upstream
        /// still sends after a cancel.
        case forwarded
        /// A trap, and so is a request from the downstream: the publisher upstream (or whoever
        /// called) broke the contract, as Combine's `tryFilter`, `tryCompactMap`,
        /// `removeDuplicates` and `prefix(while:)` trap. The relay only says so (`isEarlyForATrap`); the
        /// operator traps, naming itself.
        case trapped
    }

    /// Where the upstream subscription stands.
    private(set) var status = SubscriptionStatus.awaitingSubscription
    /// Whom values go to, until the relay ends.
    private(set) var downstream: Downstream?
    /// What becomes of events before the subscription.
    let earlyEvents: EarlyEvents
    /// What becomes of a cancel before the subscription.
    let earlyCancel: EarlyCancel
    /// The downstream a plain wrapper still passes upstream's events to after a cancel.
    private var cancelledDownstream: Downstream?
    /// The downstream held for as long as the relay lives, for `DownstreamLifetime.keptForLife`:
    /// never told anything through this, only kept.
    private let keptDownstream: Downstream?

    /// A relay for `downstream`, waiting for its subscription.
    init(
        downstream: Downstream, earlyEvents: EarlyEvents = .dropped, earlyCancel: EarlyCancel = .ends,
        lifetime: DownstreamLifetime = .releasedAtEnd
    ) {
        self.downstream = downstream
        self.earlyEvents = earlyEvents
        self.earlyCancel = earlyCancel
        keptDownstream = lifetime == .keptForLife ? downstream : nil
    }

    /// The upstream subscription while subscribed.
    var upstream: (any Subscription)? { status.subscription }

    /// Whether events still go downstream.
    var isLive: Bool { downstream != nil }

    /// Whom an event from upstream goes to now: the downstream while subscribed (or before the
    /// subscription, for `.forwarded`); nobody once upstream completed or the relay ended.
    var receiver: Downstream? {
        switch status {
        case .subscribed: return downstream
        case .awaitingSubscription: return earlyEvents == .forwarded ? downstream : nil
        case .terminal: return cancelledDownstream
        }
    }

    /// Whether an event now would come before the subscription, for an operator that traps on it.
    var isEarlyForATrap: Bool {
        guard earlyEvents == .trapped, case .awaitingSubscription = status else { return false }
        return true
    }

    /// Whether an event from upstream is passed on now (see `receiver`).
    var isReceiving: Bool { receiver != nil }

    /// Upstream completed: ends the relay, as `end()`, if the completion is to be passed on, and
    /// returns nil (leaving the relay as it was) if it is dropped.
    mutating func completed() -> Ended? {
        guard isReceiving else { return nil }
        if let cancelled = cancelledDownstream {
            cancelledDownstream = nil
            return (nil, cancelled)
        }
        return end()
    }

    /// The downstream cancelled: ends the relay as `end()` does, but a plain wrapper keeps
    /// passing on what upstream still sends (`receiver`), as Combine's do, and a cancel before
    /// the subscription is nothing where `earlyCancel` says it is ignored.
    mutating func cancel() -> Ended {
        if earlyCancel == .ignored, case .awaitingSubscription = status { return (nil, nil) }
        // A second cancel is nothing: it must not take back what a plain wrapper still passes on.
        guard downstream != nil else { return (nil, nil) }
        let ended = end()
        if earlyEvents == .forwarded { cancelledDownstream = ended.downstream }
        return ended
    }

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

/// How long an operator's subscription holds its downstream, as Combine's do (OpenCombine's
/// `testLifecycle` cases, run against Combine, record which does which).
enum DownstreamLifetime {
    /// Let go when the stream ends (a completion or a cancel): `map`, `filter`, `scan`, `retry`,
    /// `throttle`, and the subscribers (`sink`, `assign`), whose closures and object go then.
    case releasedAtEnd
    /// Held until the subscription itself goes, a completion or cancel notwithstanding: most of
    /// Combine's operators (`tryMap`, `first`, `reduce`, `collect`, `delay`, `receive(on:)`, …)
    /// keep theirs in a constant. A subscriber that lets go of its subscription at the end (`sink`
    /// does) frees both; one that keeps it keeps both, as in Combine.
    case keptForLife
}

/// What becomes of a cancel that comes before upstream's subscription, for a `Relay`.
enum EarlyCancel {
    /// The relay ends, and the subscription that comes later is cancelled.
    case ends
    /// Ignored, as Combine's accumulating operators (`first`, `collect`, `decode`, `encode`,
    /// `replaceError`, `receive(on:)`) ignore it: the subscription that comes later is taken, and
    /// the downstream kept, as if no cancel had come.
    case ignored
}

/// What a downstream request does to an operator that may hold one last value for it
/// (`replaceError`, `replaceEmpty`): passed upstream, or, when the value is held, the value sent
/// and the stream finished. Decided inside the operator's lock, performed after unlocking.
enum FinalValueRequest<Downstream: Subscriber> {
    case forward(any Subscription)
    case sendFinal(Relay<Downstream>.Ended)
    case nothing

    /// Decides for a request of `demand` with `relay`, ending it when `holdingFinal`.
    init(_ demand: Subscribers.Demand, relay: inout Relay<Downstream>, holdingFinal: Bool) {
        guard relay.isLive, demand > 0 else {
            self = .nothing
            return
        }
        if holdingFinal {
            self = .sendFinal(relay.end())
        } else {
            self = relay.upstream.map { .forward($0) } ?? .nothing
        }
    }

    /// Passes `demand` upstream, or sends `final` and `.finished`.
    func perform(_ demand: Subscribers.Demand, final: Downstream.Input) {
        switch self {
        case .forward(let upstream): upstream.request(demand)
        case .sendFinal(let ended):
            _ = ended.downstream?.receive(final)
            ended.downstream?.receive(completion: .finished)
        case .nothing: break
        }
    }
}
