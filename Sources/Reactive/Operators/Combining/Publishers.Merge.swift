extension Publisher where Output: Sendable {
    /// Interleaves this publisher's values with `other`'s; finishes when both have finished.
    /// As in Combine, while demand is bounded each upstream is asked for one value at a time
    /// and holds at most one waiting value, so nothing is buffered without bound.
    ///
    /// ```swift
    /// progress.merge(with: finalResult)
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

extension Publishers {
    /// The publisher of `merge(with:)`: both upstreams subscribed at once, values in arrival order.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output: Sendable {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// One upstream, subscribed first.
        public let a: A
        /// The other, subscribed second; its values interleave with `a`'s as they arrive.
        public let b: B

        /// Interleaves the values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(subscriber, to: [{ a.subscribe($0) }, { b.subscribe($0) }])
        }

        /// A merge of these two and `other`, as Combine's `Merge` gives it.
        public func merge<P: Publisher>(with other: P) -> Merge3<A, B, P> where P.Output == Output, P.Failure == Failure {
            Merge3(a, b, other)
        }
    }
}

/// The subscription of every merge (`Merge`, `Merge3` … `Merge8`, `MergeMany`): one side per
/// upstream, values in arrival order, finished once every upstream has finished.
final class MergingSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible where Downstream.Input: Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    /// Combine's name for it, as its description.
    var description: String { "Merge" }

    private struct State {
        var queue: DeliveryQueue<Downstream>
        var upstreams: Upstreams
        /// One value per upstream that came without demand to spare.
        var waiting: [Int: Output] = [:]
    }

    private let state: Locked<State>

    init(downstream: Downstream, sides: Int) {
        state = Locked(State(queue: DeliveryQueue(downstream), upstreams: Upstreams(count: sides)))
    }

    /// Subscribes `subscriber` to the merge of the upstreams `subscribes` attach a side to, in
    /// their order, then hands it the subscription, as Combine's merges do.
    static func attach(_ subscriber: Downstream, to subscribes: [(AnySubscriber<Output, Failure>) -> Void]) {
        let inner = MergingSubscription(downstream: subscriber, sides: subscribes.count)
        for (index, subscribe) in subscribes.enumerated() { subscribe(inner.side(index)) }
        subscriber.receive(subscription: inner)
    }

    func side(_ index: Int) -> AnySubscriber<Output, Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                let demand = state.withLock { state -> Subscribers.Demand? in
                    guard state.upstreams.attach(subscription, side: index, queue: state.queue) else { return nil }
                    return state.queue.demand == .unlimited ? .unlimited : .max(1)
                }
                guard let demand else { return subscription.cancel() }
                subscription.request(demand)
            },
            receiveValue: { [self] value in
                let (drain, more) = state.withLock { state -> (Bool, Subscribers.Demand) in
                    guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil else {
                        return (false, .none)
                    }
                    if state.queue.demand == .unlimited {
                        state.queue.values.append(value)
                        return (state.queue.claim(), .none)
                    }
                    guard state.queue.unclaimedDemand > 0 else {
                        state.waiting[index] = value
                        return (false, .none)
                    }
                    state.queue.values.append(value)
                    return (state.queue.claim(), .max(1))
                }
                if drain {
                    DeliveryQueue.drain(state, \.queue)
                    pump()
                }
                return more
            },
            receiveCompletion: { [self] completion in
                let (drain, others) = state.withLock { state -> (Bool, [any Subscription]) in
                    guard state.upstreams.isSubscribed(side: index), state.queue.downstream != nil, state.queue.completion == nil else {
                        return (false, [])
                    }
                    let others = state.upstreams.complete(side: index, with: completion, queue: &state.queue)
                    // A finish is the pump's to act on, once nothing waits.
                    guard case .failure = completion else { return (false, []) }
                    state.waiting = [:]
                    return (state.queue.claim(), others)
                }
                for other in others { other.cancel() }
                if drain { DeliveryQueue.drain(state, \.queue) }
                pump()
            }
        )
    }

    /// Adds demand; an unlimited request lifts the one-at-a-time rule for every upstream.
    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let upstreams = state.withLock { state -> [any Subscription] in
            guard state.queue.downstream != nil, state.queue.completion == nil else { return [] }
            state.queue.demand += demand
            return demand == .unlimited ? state.upstreams.all : []
        }
        for upstream in upstreams { upstream.request(.unlimited) }
        pump()
    }

    /// Moves waiting values into spare demand (asking their upstreams for the next one),
    /// finishes once every upstream has and nothing waits, and delivers; again after each
    /// drain, since the downstream may have asked for more while receiving.
    private func pump() {
        while true {
            let (drain, asks) = state.withLock { state -> (Bool, [any Subscription]) in
                guard state.queue.downstream != nil else { return (false, []) }
                var asks: [any Subscription] = []
                for index in 0..<state.upstreams.count {
                    guard let value = state.waiting[index], state.queue.unclaimedDemand > 0 else { continue }
                    state.waiting[index] = nil
                    state.queue.values.append(value)
                    if let upstream = state.upstreams.subscription(side: index) { asks.append(upstream) }
                }
                if state.upstreams.allFinished, state.waiting.isEmpty, state.queue.completion == nil {
                    state.queue.completion = .finished
                }
                let work = (!state.queue.values.isEmpty && state.queue.demand > 0) || (state.queue.values.isEmpty && state.queue.completion != nil)
                return (work && state.queue.claim(), asks)
            }
            for upstream in asks { upstream.request(.max(1)) }
            guard drain else { return }
            DeliveryQueue.drain(state, \.queue)
        }
    }

    func cancel() {
        // Everything let go comes out of the lock, to be released outside it.
        let (upstreams, _) = state.withLock { state -> ([any Subscription], State) in
            defer {
                state.queue.downstream = nil
                state.queue.values = []
                state.waiting = [:]
            }
            return (state.upstreams.release(), state)
        }
        for upstream in upstreams { upstream.cancel() }
    }
}
