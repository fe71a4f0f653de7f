extension Publisher {
    /// Subscribes again, up to `retries` more times, when upstream fails; the last failure goes
    /// downstream. Outstanding demand is asked again of each new attempt.
    ///
    /// ```swift
    /// fetchPage().retry(2)  // at most 3 attempts
    /// ```
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}

extension Publishers {
    /// The publisher of `retry(_:)`.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher attempted.
        public let upstream: Upstream
        /// How many extra attempts are allowed.
        public let retries: Int

        /// Creates the operator.
        public init(upstream: Upstream, retries: Int) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = SwitchingRelay<Output, Failure, S>(downstream: subscriber)
            Self.attempt(upstream, relay: relay, remaining: retries, first: true)
        }

        private static func attempt<S: Subscriber>(_ upstream: Upstream, relay: SwitchingRelay<Output, Failure, S>, remaining: Int, first: Bool)
        where S.Input == Output, S.Failure == Failure {
            let onFailure: @Sendable (Failure) -> Void = { error in
                if remaining > 0 {
                    attempt(upstream, relay: relay, remaining: remaining - 1, first: false)
                } else {
                    relay.finish(.failure(error))
                }
            }
            upstream.subscribe(first ? relay.firstStage(onFailure: onFailure) : relay.retryStage(onFailure: onFailure))
        }
    }
}
