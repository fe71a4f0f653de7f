extension Publisher where Failure == Never, Output: Sendable {
    /// A connectable form of this publisher: subscribers attach first, and upstream is subscribed
    /// only when `connect()` is called, as Combine's `makeConnectable()`.
    ///
    /// ```swift
    /// let shared = source.makeConnectable()
    /// shared.sink { … }.store(in: &tokens)
    /// shared.sink { … }.store(in: &tokens)
    /// let connection = shared.connect()
    /// ```
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}

extension Publishers {
    /// The publisher of `makeConnectable()`: a multicast through a `PassthroughSubject`, which
    /// every copy of this value shares.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Makes `upstream` connectable.
        public init(upstream: Upstream) {
            multicast = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        /// Attaches `subscriber`; it gets values once connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            multicast.receive(subscriber: subscriber)
        }

        /// Subscribes to upstream; cancelling the result ends that subscription.
        public func connect() -> any Cancellable { multicast.connect() }
    }
}
