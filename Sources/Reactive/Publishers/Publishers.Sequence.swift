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

        /// Sends elements on demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = SequenceSubscription(subscriber, iterator: sequence.makeIterator())
            subscriber.receive(subscription: subscription)
        }
    }
}

extension Swift.Sequence where Self: Sendable, Element: Sendable {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

/// Iterates on demand. A request made from inside `receive(_:)` only adds to the demand; the loop
/// already running sends the extra values, so delivery never recurses.
private final class SequenceSubscription<Downstream: Subscriber, Iterator: IteratorProtocol>: Subscription
where Downstream.Input == Iterator.Element {
    private struct State {
        var downstream: Downstream?
        var iterator: Iterator
        var demand = Subscribers.Demand.none
        var emitting = false
    }

    private let state: Locked<State>

    init(_ downstream: Downstream, iterator: Iterator) {
        state = Locked(State(downstream: downstream, iterator: iterator))
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
        state.withLock { $0.downstream = nil }
    }

    private enum Step {
        case value(Downstream, Iterator.Element)
        case finish(Downstream)
        case pause
    }

    private func emit() {
        while true {
            let step = state.withLock { state -> Step in
                guard let downstream = state.downstream, state.demand > 0 else {
                    state.emitting = false
                    return .pause
                }
                guard let next = state.iterator.next() else {
                    state.downstream = nil
                    return .finish(downstream)
                }
                state.demand -= 1
                return .value(downstream, next)
            }
            switch step {
            case .value(let downstream, let element):
                let more = downstream.receive(element)
                state.withLock { $0.demand += more }
            case .finish(let downstream):
                downstream.receive(completion: .finished)
                return
            case .pause:
                return
            }
        }
    }
}
