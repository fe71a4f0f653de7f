extension Publisher where Output: Sendable {
    /// Shares one subscription to upstream among all subscribers: the first subscriber connects
    /// it, and each later one gets only what upstream sends from then on. As Combine's, it is a
    /// multicast through a `PassthroughSubject`, connected automatically, and a class, so copies
    /// share it.
    ///
    /// ```swift
    /// let repositories = service.repositories(org).share()
    /// let names = repositories.map { $0.map(\.name) }
    /// let count = repositories.map(\.count)
    /// ```
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publishers {
    /// The publisher of `share()`; equal only to itself.
    public final class Share<Upstream: Publisher>: Publisher, Equatable where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher shared.
        public let upstream: Upstream

        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Creates the operator.
        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = upstream.multicast(subject: PassthroughSubject()).autoconnect()
        }

        /// Attaches `subscriber` to the shared subscription, connecting it if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            shared.receive(subscriber: subscriber)
        }

        /// Whether both are the same shared publisher.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}
