extension Publishers {
    /// A connectable publisher that connects itself: on the first subscriber, and again on the
    /// next one after every subscriber has gone, as Combine's `autoconnect()` does.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private struct State {
            var subscribers = 0
            var connection: (any Cancellable)?
        }
        private let state = Locked(State())

        /// Wraps `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`, connecting the upstream if nobody else is attached.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Attachment(downstream: subscriber, owner: self))
            let connects = state.withLock { state -> Bool in
                state.subscribers += 1
                return state.connection == nil
            }
            guard connects else { return }
            let connection = upstream.connect()
            let redundant = state.withLock { state -> (any Cancellable)? in
                guard state.connection == nil, state.subscribers > 0 else { return connection }
                state.connection = connection
                return nil
            }
            redundant?.cancel()
        }

        /// One subscriber gone: the last one takes the connection with it.
        fileprivate func detach() {
            let connection = state.withLock { state -> (any Cancellable)? in
                state.subscribers -= 1
                guard state.subscribers == 0 else { return nil }
                defer { state.connection = nil }
                return state.connection
            }
            connection?.cancel()
        }

        /// Passes everything through, and tells the owner when its subscriber goes.
        private final class Attachment<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Output
            private let downstream: Downstream
            private let owner: Autoconnect
            private let upstream = Locked<(any Subscription)?>(nil)
            private let detached = Locked(false)

            init(downstream: Downstream, owner: Autoconnect) {
                self.downstream = downstream
                self.owner = owner
            }

            func receive(subscription: any Subscription) {
                upstream.withLock { $0 = subscription }
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

            func receive(completion: Subscribers.Completion<Failure>) {
                detachOnce()
                downstream.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) { upstream.withLock { $0 }?.request(demand) }

            func cancel() {
                let subscription = upstream.withLock { slot -> (any Subscription)? in
                    defer { slot = nil }
                    return slot
                }
                subscription?.cancel()
                detachOnce()
            }

            private func detachOnce() {
                let first = detached.withLock { done -> Bool in
                    defer { done = true }
                    return !done
                }
                if first { owner.detach() }
            }
        }
    }
}
