extension Publishers {
    /// A connectable publisher that connects itself, counting its subscribers as Combine's
    /// `autoconnect()` does: the first subscriber connects, every cancel counts one down, and the
    /// cancel that reaches zero ends the connection, so the next subscriber connects again.
    /// Completions pass through without counting, as in Combine.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream

        private enum Connection {
            case none
            case live(subscribers: Int, connection: any Cancellable)
        }
        private let state = Locked(Connection.none)

        /// Wraps `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`, connecting the upstream if it is not connected. As in Combine, a
        /// subscriber that subscribes while the first is still being attached connects too (the
        /// upstream is connected twice; the later connection is the one kept).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let connected = state.withLock { state -> Bool in
                guard case .live(let subscribers, let connection) = state else { return false }
                state = .live(subscribers: subscribers + 1, connection: connection)
                return true
            }
            upstream.receive(subscriber: Attachment(downstream: subscriber, owner: self))
            guard !connected else { return }
            let connection = upstream.connect()
            state.withLock { $0 = .live(subscribers: 1, connection: connection) }
        }

        /// A subscriber cancelled: the one that brings the count to zero ends the connection.
        fileprivate func subscriberCancelled() {
            let ended = state.withLock { state -> (any Cancellable)? in
                guard case .live(let subscribers, let connection) = state else { return nil }
                guard subscribers <= 1 else {
                    state = .live(subscribers: subscribers - 1, connection: connection)
                    return nil
                }
                state = .none
                return connection
            }
            ended?.cancel()
        }

        /// Passes every event through as it comes, and hands its subscriber the upstream's
        /// subscription wrapped so that a cancel is counted first.
        private struct Attachment<Downstream: Subscriber>: Subscriber, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Output
            let combineIdentifier = CombineIdentifier()
            let downstream: Downstream
            let owner: Autoconnect

            var description: String { "Autoconnect" }

            func receive(subscription: any Subscription) {
                downstream.receive(subscription: CountedSubscription(upstream: subscription, owner: owner))
            }

            func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

            func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
        }

        /// The upstream's subscription under its own name and identity; each cancel is counted by
        /// the owner and passed on.
        private struct CountedSubscription: Subscription, CustomStringConvertible {
            let upstream: any Subscription
            let owner: Autoconnect

            var combineIdentifier: CombineIdentifier { upstream.combineIdentifier }
            var description: String { String(describing: upstream) }

            func request(_ demand: Subscribers.Demand) { upstream.request(demand) }

            func cancel() {
                owner.subscriberCancelled()
                upstream.cancel()
            }
        }
    }
}
