import Reactive
import TestSupport
import Testing

/// The subscription contract every operator keeps, checked the same way for each (after the
/// shared operator tests OpenCombine runs against Combine): each operator's conformance file runs
/// every `Rule` over the operator it makes from a `ManualPublisher`.
///
/// The rules: nothing before a subscription (except where Combine forwards), one subscription,
/// nothing after a cancel (except where Combine forwards) or a completion, and the downstream kept
/// as Combine keeps it (`Lifetime`): until a cancel (or, where Combine forwards, until upstream
/// ends) or completion, or as long as the operator's subscription lives; either way, a subscriber
/// that lets go of its subscription at the end frees itself and the operator's subscription.
enum OperatorContract {
    /// One rule of the contract.
    enum Rule: String, CaseIterable, CustomTestStringConvertible {
        case valueBeforeSubscription
        case completionBeforeSubscription
        case requestBeforeSubscription
        case cancelBeforeSubscription
        case secondSubscriptionIsCancelled
        case nothingAfterCancel
        case nothingAfterCompletion
        case keepsTheSubscriberUntilCancel
        case keepsTheSubscriberUntilCompletion
        case freedWhenTheSubscriberLetsGoAtCompletion
        case freedWhenTheSubscriberLetsGoAtCancel
        case demandReachesUpstream

        var testDescription: String { rawValue }
    }

    /// What an operator does with a value or completion upstream sends before its subscription.
    enum EarlyEvents {
        /// Dropped, as most of Combine's operators drop (or trap on) them.
        case dropped
        /// Passed on, as Combine's plain wrappers (`map`, `mapError`, `handleEvents`) pass them,
        /// and so is what upstream still sends after a cancel, with the downstream's demand.
        case forwarded
        /// A trap, and so is a request before the subscription, as Combine's `tryFilter`,
        /// `tryCompactMap`, `removeDuplicates` and `prefix(while:)` trap: the process dies, so
        /// `CombineTrapTests` checks it in a child process and these rules skip it.
        case trapped
        /// A value traps (checked by `CombineTrapTests`), a completion is dropped, a request
        /// waits, as in Combine's `retry` and `catch`.
        case valueTrapped
    }

    /// What an operator does with what upstream still sends after a cancel.
    enum AfterCancel {
        /// Dropped, and no demand returned.
        case dropped
        /// Passed on, values (with the downstream's demand returned) and the completion, as
        /// Combine's plain wrappers pass them.
        case forwarded
        /// Values passed on with the downstream's demand returned, the completion dropped (and
        /// the downstream let go with it), as Combine's `catch` does.
        case valuesForwarded
    }

    /// What an operator does with a cancel that comes before upstream's subscription.
    enum EarlyCancel {
        /// Ends it: the subscription that comes later is cancelled at once.
        case ends
        /// Ignores it, as Combine's accumulating operators do: the subscription that comes later
        /// is taken and the downstream subscribed.
        case ignored
    }

    /// How long the operator's subscription holds its downstream, as OpenCombine's
    /// `testLifecycle(sendValue:cancellingSubscriptionReleasesSubscriber:)` records Combine's.
    enum Lifetime {
        /// Let go at a completion or cancel (`cancellingSubscriptionReleasesSubscriber: true`:
        /// `map`, `filter`, `compactMap`, `scan`, `retry`, `throttle`).
        case releasedAtEnd
        /// Held as long as the operator's subscription lives, a completion or cancel
        /// notwithstanding (`cancellingSubscriptionReleasesSubscriber: false`: `tryMap`, `first`,
        /// `reduce`, `collect`, `delay`, `receive(on:)` and most others).
        case keptForLife
    }

    /// What upstream is asked for in all (requested, and returned for its values) when the
    /// downstream asks for 3, gets one value and asks for one more with it, then asks for 2:
    /// `.max(6)` for an operator that passes demand through, `.unlimited` for one that asks for
    /// everything (`first`, `collect`, `debounce`).
    static let passedThrough = Subscribers.Demand.max(6)

    /// Checks `rule` for the operator `make` puts over an upstream of `Int`s: 1 is a value every
    /// operator checked this way passes on. `holdsUpstream` says the operator's subscription holds
    /// the upstream publisher itself (`retry`, `timeout`), so `ManualPublisher`, which never lets go
    /// of its subscriber, keeps that subscription alive; only the subscriber's release is checked.
    static func check<P: Publisher>(
        _ rule: Rule, early: EarlyEvents = .dropped, afterCancel: AfterCancel? = nil, earlyCancel: EarlyCancel = .ends,
        lifetime: Lifetime = .releasedAtEnd, holdsUpstream: Bool = false,
        upstreamSubscriberIsSubscription: Bool = true, upstreamDemand: Subscribers.Demand = passedThrough,
        sourceLocation: SourceLocation = #_sourceLocation, _ make: (ManualPublisher<Int, TestError>) -> P
    ) where P.Output: Sendable {
        check(
            rule, early: early, afterCancel: afterCancel, earlyCancel: earlyCancel, lifetime: lifetime, holdsUpstream: holdsUpstream, value: 1,
            upstreamSubscriberIsSubscription: upstreamSubscriberIsSubscription, upstreamDemand: upstreamDemand, sourceLocation: sourceLocation,
            make)
    }

    /// Checks `rule` for the operator `make` puts over an upstream of `Input`s; `value` is one that
    /// the operator passes on, sent as upstream's first.
    ///
    /// Most operators hand upstream one object that is both upstream's subscriber and the
    /// downstream's subscription, so a request or cancel can come before upstream's subscription.
    /// Where it is not (`upstreamSubscriberIsSubscription` false: `catch`, `retry`, which hand
    /// the downstream one subscription across several upstreams), the downstream has nothing to
    /// request or cancel through before it is subscribed, and those two rules check just that.
    static func check<Input: Sendable, P: Publisher>(
        _ rule: Rule, early: EarlyEvents = .dropped, afterCancel: AfterCancel? = nil, earlyCancel: EarlyCancel = .ends,
        lifetime: Lifetime = .releasedAtEnd, holdsUpstream: Bool = false, value: Input,
        upstreamSubscriberIsSubscription: Bool = true, upstreamDemand: Subscribers.Demand = passedThrough,
        sourceLocation: SourceLocation = #_sourceLocation, _ make: (ManualPublisher<Input, TestError>) -> P
    ) where P.Output: Sendable {
        check(
            rule, early: early, afterCancel: afterCancel, earlyCancel: earlyCancel, lifetime: lifetime, holdsUpstream: holdsUpstream, value: value,
            failure: TestError(),
            upstreamSubscriberIsSubscription: upstreamSubscriberIsSubscription, upstreamDemand: upstreamDemand, sourceLocation: sourceLocation, make)
    }

    /// Checks `rule` for the operator `make` puts over an upstream that never fails
    /// (`setFailureType`'s): an upstream of `Int`s, 1 passed on.
    static func check<P: Publisher>(
        _ rule: Rule, early: EarlyEvents = .dropped, lifetime: Lifetime = .releasedAtEnd, upstreamDemand: Subscribers.Demand = passedThrough,
        sourceLocation: SourceLocation = #_sourceLocation,
        neverFailing make: (ManualPublisher<Int, Never>) -> P
    ) where P.Output: Sendable {
        check(rule, early: early, lifetime: lifetime, value: 1, failure: nil, upstreamDemand: upstreamDemand, sourceLocation: sourceLocation, make)
    }

    /// The rules over an upstream failing with `UpstreamFailure`: `failure`, where it can fail
    /// at all, is what it sends after its completion.
    private static func check<Input: Sendable, UpstreamFailure: Error, P: Publisher>(
        _ rule: Rule, early: EarlyEvents = .dropped, afterCancel: AfterCancel? = nil, earlyCancel: EarlyCancel = .ends,
        lifetime: Lifetime = .releasedAtEnd, holdsUpstream: Bool = false, value: Input, failure: UpstreamFailure?,
        upstreamSubscriberIsSubscription: Bool = true, upstreamDemand: Subscribers.Demand = passedThrough, sourceLocation: SourceLocation,
        _ make: (ManualPublisher<Input, UpstreamFailure>) -> P
    ) where P.Output: Sendable {
        typealias Upstream = ManualPublisher<Input, UpstreamFailure>
        // What upstream still sends after a cancel goes down where the early events do, unless
        // the operator says otherwise (`catch` drops early events but passes on values after a
        // cancel, as Combine's does).
        let afterCancel = afterCancel ?? (early == .forwarded ? .forwarded : .dropped)
        let forwardsAfterCancel = afterCancel != .dropped
        // Where an event or request before the subscription stops the process, as Combine's
        // does, a child process checks it (`CombineTrapTests`), not these rules.
        let beforeSubscription: Set<Rule> = [.valueBeforeSubscription, .completionBeforeSubscription, .requestBeforeSubscription]
        if early == .trapped, beforeSubscription.contains(rule) { return }
        if early == .valueTrapped, rule == .valueBeforeSubscription { return }
        switch rule {
        case .valueBeforeSubscription:
            let (upstream, subscriber, before) = attachedBeforeSubscription(make)
            let demand = upstream.send(value)
            if early == .forwarded {
                #expect(demand == .max(42), sourceLocation: sourceLocation)
                #expect(subscriber.history.count == before.count + 1, sourceLocation: sourceLocation)
            } else {
                #expect(demand == .none, sourceLocation: sourceLocation)
                #expect(subscriber.history == before, sourceLocation: sourceLocation)
            }
            subscribesAfterwards(upstream, subscriber, sourceLocation: sourceLocation)
        case .completionBeforeSubscription:
            let (upstream, subscriber, before) = attachedBeforeSubscription(make)
            upstream.send(completion: .finished)
            if early == .forwarded {
                #expect(subscriber.history == before + ["finished"], sourceLocation: sourceLocation)
            } else {
                #expect(subscriber.history == before, sourceLocation: sourceLocation)
                subscribesAfterwards(upstream, subscriber, sourceLocation: sourceLocation)
            }
        case .requestBeforeSubscription:
            let (upstream, subscriber, before) = attachedBeforeSubscription(make)
            let operatorSubscription = upstream.subscriberAsSubscription
            #expect((operatorSubscription != nil) == upstreamSubscriberIsSubscription, sourceLocation: sourceLocation)
            operatorSubscription?.request(.max(1))
            #expect(upstream.subscription.requests.isEmpty, sourceLocation: sourceLocation)
            #expect(subscriber.history == before, sourceLocation: sourceLocation)
        case .cancelBeforeSubscription:
            let (upstream, subscriber, before) = attachedBeforeSubscription(make)
            // The operator's own subscription if it is upstream's subscriber; else the one the
            // downstream already holds (an operator over several upstreams subscribes it first).
            let operatorSubscription = upstream.subscriberAsSubscription ?? subscriber.subscription
            #expect((upstream.subscriberAsSubscription != nil) == upstreamSubscriberIsSubscription, sourceLocation: sourceLocation)
            guard let operatorSubscription else { return }
            operatorSubscription.cancel()
            upstream.connect()
            switch earlyCancel {
            case .ends:
                // Cancelled for good: the subscription that comes later is cancelled at once.
                #expect(upstream.subscription.cancels == 1, sourceLocation: sourceLocation)
                #expect(upstream.subscription.requests.isEmpty, sourceLocation: sourceLocation)
                #expect(subscriber.history == before, sourceLocation: sourceLocation)
            case .ignored:
                // As if no cancel had come: the later subscription is taken, the downstream told.
                #expect(upstream.subscription.cancels == 0, sourceLocation: sourceLocation)
                #expect(subscriber.history == before + ["subscription"], sourceLocation: sourceLocation)
            }
        case .secondSubscriptionIsCancelled:
            let upstream = Upstream()
            let subscriber = TrackingSubscriber<P.Output, P.Failure>()
            make(upstream).subscribe(subscriber)
            let second = RecordingSubscription()
            upstream.sendSubscription(second)
            #expect(second.cancels == 1, sourceLocation: sourceLocation)
            #expect(second.requests.isEmpty, sourceLocation: sourceLocation)
            #expect(upstream.subscription.cancels == 0, sourceLocation: sourceLocation)
            #expect(subscriber.history == ["subscription"], sourceLocation: sourceLocation)
            // As OpenCombine's `testReceiveSubscriptionTwice` records Combine's: the first
            // subscription sent again is a second one too, and cancelled, yet still the one the
            // operator holds, so the downstream's cancel reaches it; one sent after that is
            // cancelled as well.
            upstream.sendSubscription(upstream.subscription)
            #expect(upstream.subscription.cancels == 1, sourceLocation: sourceLocation)
            subscriber.cancel()
            #expect(upstream.subscription.cancels == 2, sourceLocation: sourceLocation)
            let third = RecordingSubscription()
            upstream.sendSubscription(third)
            #expect(third.cancels == 1, sourceLocation: sourceLocation)
            #expect(subscriber.history == ["subscription"], sourceLocation: sourceLocation)
        case .nothingAfterCancel:
            let upstream = Upstream()
            let subscriber = TrackingSubscriber<P.Output, P.Failure> { _ in .max(111) }
            make(upstream).subscribe(subscriber)
            subscriber.cancel()
            // A second cancel changes nothing, and takes back nothing an operator passes on.
            subscriber.cancel()
            #expect(upstream.subscription.cancels == 1, sourceLocation: sourceLocation)
            let requests = upstream.subscription.requests
            let returned = upstream.send(value)
            upstream.send(completion: .finished)
            subscriber.cancel()
            subscriber.request(.max(1))
            #expect(upstream.subscription.cancels == 1, sourceLocation: sourceLocation)
            #expect(upstream.subscription.requests == requests, sourceLocation: sourceLocation)
            switch afterCancel {
            case .forwarded:
                // Combine's plain wrappers hold no state: what upstream still sends after a cancel
                // goes down, and the downstream's demand comes back up.
                #expect(returned == .max(111), sourceLocation: sourceLocation)
                #expect(subscriber.history.count == 3 && subscriber.history.last == "finished", "\(subscriber.history)", sourceLocation: sourceLocation)
            case .valuesForwarded:
                #expect(returned == .max(111), sourceLocation: sourceLocation)
                #expect(subscriber.history.count == 2 && subscriber.history.last != "finished", "\(subscriber.history)", sourceLocation: sourceLocation)
            case .dropped:
                #expect(returned == .none, sourceLocation: sourceLocation)
                #expect(subscriber.history == ["subscription"], sourceLocation: sourceLocation)
            }
        case .nothingAfterCompletion:
            let upstream = Upstream()
            let subscriber = TrackingSubscriber<P.Output, P.Failure>()
            make(upstream).subscribe(subscriber)
            upstream.send(completion: .finished)
            let history = subscriber.history
            #expect(history.last == "finished", sourceLocation: sourceLocation)
            #expect(upstream.send(value) == .none, sourceLocation: sourceLocation)
            if let failure { upstream.send(completion: .failure(failure)) }
            subscriber.cancel()
            #expect(upstream.subscription.cancels == 0, sourceLocation: sourceLocation)
            #expect(subscriber.history == history, sourceLocation: sourceLocation)
        case .keepsTheSubscriberUntilCancel, .keepsTheSubscriberUntilCompletion:
            let upstream = Upstream()
            weak var released: TrackingSubscriber<P.Output, P.Failure>?
            var operatorSubscription: (any Subscription)?
            do {
                // The subscriber holds its subscription, and nothing else holds the subscriber:
                // only the operator keeps it alive.
                let subscriber = TrackingSubscriber<P.Output, P.Failure>()
                released = subscriber
                make(upstream).subscribe(subscriber)
                operatorSubscription = subscriber.subscription
            }
            #expect(released != nil, "released before its stream ended", sourceLocation: sourceLocation)
            if rule == .keepsTheSubscriberUntilCancel {
                operatorSubscription?.cancel()
                if forwardsAfterCancel {
                    // A plain wrapper still passes on what upstream sends, as Combine's do: the
                    // subscriber is kept until upstream ends.
                    #expect(released != nil, "released while upstream may still send", sourceLocation: sourceLocation)
                    upstream.send(completion: .finished)
                }
            } else {
                upstream.send(completion: .finished)
            }
            switch lifetime {
            case .releasedAtEnd:
                #expect(released == nil, "kept after its stream ended", sourceLocation: sourceLocation)
            case .keptForLife:
                // Combine's keeps it while the subscription lives (here the subscriber holds the
                // subscription, as OpenCombine's tracking subscriber does, so both stay).
                #expect(released != nil, "let go at the end, where Combine's keeps it", sourceLocation: sourceLocation)
                operatorSubscription = nil
                #expect(released != nil, "the subscriber still holds its subscription", sourceLocation: sourceLocation)
            }
            _ = operatorSubscription
        case .freedWhenTheSubscriberLetsGoAtCompletion, .freedWhenTheSubscriberLetsGoAtCancel:
            weak var subscriberLeft: LettingGoSubscriber<P.Output, P.Failure>?
            weak var subscriptionLeft: AnyObject?
            do {
                let upstream = Upstream()
                let subscriber = LettingGoSubscriber<P.Output, P.Failure>()
                subscriberLeft = subscriber
                make(upstream).subscribe(subscriber)
                // A subscription that is not an object (a subject's may be a value) has no lifetime
                // to check.
                if let subscription = subscriber.subscription, type(of: subscription) is AnyClass {
                    subscriptionLeft = subscription as AnyObject
                }
                if rule == .freedWhenTheSubscriberLetsGoAtCompletion {
                    upstream.send(completion: .finished)
                } else {
                    subscriber.cancelAndLetGo()
                }
            }
            // Upstream is gone and the subscriber let go of its subscription: nothing may hold
            // either, whether the operator keeps its downstream for life or not.
            #expect(subscriberLeft == nil, "the subscriber leaked", sourceLocation: sourceLocation)
            // An operator that holds its upstream publisher (`retry`, to subscribe again) is held
            // by `ManualPublisher`, which keeps its subscriber for good, as no real publisher does.
            if !holdsUpstream {
                #expect(subscriptionLeft == nil, "the operator's subscription leaked", sourceLocation: sourceLocation)
            }
        case .demandReachesUpstream:
            let upstream = Upstream()
            let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .max(3)) { _ in .max(1) }
            make(upstream).subscribe(subscriber)
            let returned = upstream.send(value)
            subscriber.request(.max(2))
            #expect(upstream.subscription.totalDemand + returned == upstreamDemand, sourceLocation: sourceLocation)
        }
    }

    /// An upstream that has not yet sent its subscription, with the operator and a tracking
    /// subscriber (asking for nothing at first, then 42 more a value) attached, and the history
    /// the subscriber has before upstream sends anything: empty, or a subscription for an operator
    /// over several upstreams, which subscribes its downstream at once.
    private static func attachedBeforeSubscription<Input: Sendable, UpstreamFailure: Error, P: Publisher>(
        _ make: (ManualPublisher<Input, UpstreamFailure>) -> P
    ) -> (ManualPublisher<Input, UpstreamFailure>, TrackingSubscriber<P.Output, P.Failure>, [String]) where P.Output: Sendable {
        let upstream = ManualPublisher<Input, UpstreamFailure>(subscribesAtOnce: false)
        let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .none) { _ in .max(42) }
        make(upstream).subscribe(subscriber)
        return (upstream, subscriber, subscriber.history)
    }

    /// After events dropped before it, upstream's subscription is taken and the downstream has
    /// been subscribed once.
    private static func subscribesAfterwards<Input: Sendable, UpstreamFailure: Error, Output: Sendable, Failure: Error>(
        _ upstream: ManualPublisher<Input, UpstreamFailure>, _ subscriber: TrackingSubscriber<Output, Failure>,
        sourceLocation: SourceLocation
    ) {
        let history = subscriber.history
        upstream.connect()
        let expected = history.contains("subscription") ? history : history + ["subscription"]
        #expect(subscriber.history == expected, sourceLocation: sourceLocation)
        #expect(upstream.subscription.cancels == 0, sourceLocation: sourceLocation)
    }
}
