extension Publisher {
    /// Replaces a failure with the publisher `handler` builds from it; outstanding demand carries
    /// over to that publisher.
    ///
    /// ```swift
    /// fetchOrg().catch { error in fetchUser() }
    /// ```
    public func `catch`<P: Publisher>(_ handler: @escaping @Sendable (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// The publisher of `catch(_:)`.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// The replacement's failure.
        public typealias Failure = NewPublisher.Failure

        /// The first publisher.
        public let upstream: Upstream
        /// Builds the replacement.
        public let handler: @Sendable (Upstream.Failure) -> NewPublisher

        /// Creates the operator.
        public init(upstream: Upstream, handler: @escaping @Sendable (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = SwitchingRelay<Output, Failure, S>(named: "Catch", downstream: subscriber, forwardsAfterCancel: true, trapsEarlyValues: true)
            let handler = self.handler
            upstream.subscribe(
                relay.firstStage { error in
                    handler(error).subscribe(relay.nextStage())
                }
            )
        }
    }
}
