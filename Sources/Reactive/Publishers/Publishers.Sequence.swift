extension Publishers {
    /// Sends the elements of a sequence as they are demanded, then finishes.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.sink { print($0) }  // 1 2 3
    /// ```
    public struct Sequence<Elements: Swift.Sequence & Sendable, Failure: Error>: Publisher
    where Elements.Element: Sendable {
        /// One element at a time.
        public typealias Output = Elements.Element

        /// The elements sent.
        public let sequence: Elements

        /// Creates a publisher of `sequence`.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Sends elements on demand, and finishes with the last one (as Combine's does: the next
        /// element is read ahead), or at once for an empty sequence.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                return subscriber.receive(completion: .finished)
            }
            subscriber.receive(subscription: SequenceSubscription(subscriber, iterator: iterator, upcoming: first))
        }
    }
}

extension Swift.Sequence where Self: Sendable, Element: Sendable {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

/// Iterates on demand, one element ahead, so the last is followed by `.finished` at once. A request
/// made from inside `receive(_:)` only adds to the demand; the loop already running sends the
/// extra values, so delivery never recurses.
private final class SequenceSubscription<Downstream: Subscriber, Iterator: IteratorProtocol>: Subscription
where Downstream.Input == Iterator.Element {
    private struct State {
        var downstream: Downstream?
        var iterator: Iterator
        /// The element sent next, read ahead; nil once the sequence is spent.
        var upcoming: Iterator.Element?
        var demand = Subscribers.Demand.none
        var emitting = false
    }

    private let state: Locked<State>

    init(_ downstream: Downstream, iterator: Iterator, upcoming: Iterator.Element) {
        state = Locked(State(downstream: downstream, iterator: iterator, upcoming: upcoming))
    }

    func request(_ demand: Subscribers.Demand) {
        let start = state.withLock { state -> Bool in
            guard state.downstream != nil else { return false }
            state.demand += demand
            guard !state.emitting else { return false }
            state.emitting = true
            return true
        }
        if start { emit() }
    }

    func cancel() {
        // What was held comes out of the lock, to be released outside it.
        _ = state.withLock { state -> (Downstream?, Iterator.Element?) in
            defer { (state.downstream, state.upcoming) = (nil, nil) }
            return (state.downstream, state.upcoming)
        }
    }

    private enum Step {
        case value(Downstream, Iterator.Element, isLast: Bool)
        case pause
    }

    private func emit() {
        while true {
            let step = state.withLock { state -> Step in
                guard let downstream = state.downstream, state.demand > 0 else {
                    state.emitting = false
                    return .pause
                }
                guard let element = state.upcoming else {
                    state.emitting = false
                    return .pause
                }
                state.demand -= 1
                state.upcoming = state.iterator.next()
                // The last element ends the subscription before it is sent: what the downstream
                // asks or cancels from inside `receive(_:)` goes nowhere.
                if state.upcoming == nil { state.downstream = nil }
                return .value(downstream, element, isLast: state.upcoming == nil)
            }
            switch step {
            case .value(let downstream, let element, isLast: true):
                _ = downstream.receive(element)
                downstream.receive(completion: .finished)
                return
            case .value(let downstream, let element, isLast: false):
                let more = downstream.receive(element)
                state.withLock { $0.demand += more }
            case .pause:
                return
            }
        }
    }
}
