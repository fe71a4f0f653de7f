/// The subscribers of a subject and its completion, shared by both subject types.
final class SubjectConduits<Output: Sendable, Failure: Error>: Sendable {
    private struct State {
        var conduits: [CombineIdentifier: SubjectConduit<Output, Failure>] = [:]
        var order: [CombineIdentifier] = []
        var completion: Subscribers.Completion<Failure>?
        var upstreams: [any Subscription] = []
    }

    private let state = Locked(State())
    private let keepsLatest: Bool

    init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

    /// Adds a subscriber; returns its conduit, or nil if the subject already completed.
    func attach<S: Subscriber>(_ subscriber: S) -> SubjectConduit<Output, Failure>?
    where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit(AnySubscriber(subscriber), keepsLatest: keepsLatest) { [weak self] id in
            self?.detach(id)
        }
        let completion = state.withLock { state -> Subscribers.Completion<Failure>? in
            if state.completion == nil {
                state.conduits[conduit.combineIdentifier] = conduit
                state.order.append(conduit.combineIdentifier)
            }
            return state.completion
        }
        subscriber.receive(subscription: completion == nil ? conduit : Subscriptions.empty)
        if let completion {
            subscriber.receive(completion: completion)
            return nil
        }
        return conduit
    }

    /// Offers `value` to every subscriber, in subscription order; false once completed.
    @discardableResult
    func send(_ value: Output) -> Bool {
        let targets = state.withLock { state -> [SubjectConduit<Output, Failure>]? in
            guard state.completion == nil else { return nil }
            return state.order.compactMap { state.conduits[$0] }
        }
        guard let targets else { return false }
        for conduit in targets { conduit.offer(value) }
        return true
    }

    /// Ends every subscription; later completions are ignored.
    func send(completion: Subscribers.Completion<Failure>) {
        let targets = state.withLock { state -> [SubjectConduit<Output, Failure>] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer {
                state.conduits = [:]
                state.order = []
                state.upstreams = []
            }
            return state.order.compactMap { state.conduits[$0] }
        }
        for conduit in targets { conduit.finish(completion) }
    }

    /// Keeps an upstream subscription and asks it for everything.
    func send(subscription: any Subscription) {
        state.withLock { $0.upstreams.append(subscription) }
        subscription.request(.unlimited)
    }

    private func detach(_ id: CombineIdentifier) {
        state.withLock { state in
            state.conduits[id] = nil
            state.order.removeAll { $0 == id }
        }
    }
}
