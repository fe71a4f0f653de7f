/// The subscribers of a subject and its completion, shared by both subject types.
final class SubjectSubscribers<Output: Sendable, Failure: Error>: Sendable {
    private struct State {
        var subscriptions: [CombineIdentifier: SubjectSubscription<Output, Failure>] = [:]
        var order: [CombineIdentifier] = []
        var completion: Subscribers.Completion<Failure>?
        var upstreams: [any Subscription] = []
        /// Whether any subscriber has asked for a value: only then are upstreams asked, as
        /// Combine's subjects ask them.
        var hasDemand = false
    }

    private let state = Locked(State())
    private let keepsLatest: Bool

    init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

    /// The subject is gone: the upstream subscriptions it was handed are cancelled, as Combine's
    /// subjects cancel theirs, so nothing upstream keeps producing for nobody.
    deinit {
        for upstream in state.withLock({ $0.upstreams }) { upstream.cancel() }
    }

    /// Adds a subscriber; returns its subscription, or nil if the subject already completed.
    func attach<S: Subscriber>(_ subscriber: S) -> SubjectSubscription<Output, Failure>?
    where S.Input == Output, S.Failure == Failure {
        let subscription = SubjectSubscription(
            AnySubscriber(subscriber), keepsLatest: keepsLatest, onDemand: { [weak self] in self?.acknowledgeDemand() },
            onCancel: { [weak self] id in self?.detach(id) })
        let completion = state.withLock { state -> Subscribers.Completion<Failure>? in
            if state.completion == nil {
                state.subscriptions[subscription.combineIdentifier] = subscription
                state.order.append(subscription.combineIdentifier)
            }
            return state.completion
        }
        subscriber.receive(subscription: completion == nil ? subscription : Subscriptions.empty)
        if let completion {
            subscriber.receive(completion: completion)
            return nil
        }
        return subscription
    }

    /// Runs `body` (which must not call out) under the lock unless the subject has completed;
    /// false when it has. CurrentValueSubject stores its value this way, so a send that loses
    /// the race with a completion leaves the value unchanged, as in Combine.
    func ifActive(_ body: () -> Void) -> Bool {
        state.withLock { state in
            guard state.completion == nil else { return false }
            body()
            return true
        }
    }

    /// Offers `value` to every subscriber, in subscription order; false once completed.
    @discardableResult
    func send(_ value: Output) -> Bool {
        let targets = state.withLock { state -> [SubjectSubscription<Output, Failure>]? in
            guard state.completion == nil else { return nil }
            return state.order.compactMap { state.subscriptions[$0] }
        }
        guard let targets else { return false }
        for subscription in targets { subscription.offer(value) }
        return true
    }

    /// Ends every subscription; later completions are ignored.
    func send(completion: Subscribers.Completion<Failure>) {
        let targets = state.withLock { state -> [SubjectSubscription<Output, Failure>] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer {
                state.subscriptions = [:]
                state.order = []
                state.upstreams = []
            }
            return state.order.compactMap { state.subscriptions[$0] }
        }
        for subscription in targets { subscription.finish(completion) }
    }

    /// Keeps an upstream subscription, and asks it for everything once any subscriber has asked
    /// for something (at once, if one has), as Combine's subjects do.
    func send(subscription: any Subscription) {
        let asks = state.withLock { state -> Bool in
            state.upstreams.append(subscription)
            return state.hasDemand
        }
        if asks { subscription.request(.unlimited) }
    }

    /// A subscriber asked for values: the first time, every upstream held is asked for
    /// everything.
    private func acknowledgeDemand() {
        let upstreams = state.withLock { state -> [any Subscription] in
            guard !state.hasDemand else { return [] }
            state.hasDemand = true
            return state.upstreams
        }
        for upstream in upstreams { upstream.request(.unlimited) }
    }

    private func detach(_ id: CombineIdentifier) {
        state.withLock { state in
            state.subscriptions[id] = nil
            state.order.removeAll { $0 == id }
        }
    }
}
