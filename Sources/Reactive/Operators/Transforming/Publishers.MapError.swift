extension Publisher {
    /// Transforms the failure, leaving values alone.
    ///
    /// ```swift
    /// fetch().mapError { GitHubError.network($0.localizedDescription) }
    /// ```
    public func mapError<E: Error>(_ transform: @escaping @Sendable (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher of `mapError(_:)`.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// Upstream's values, passed through.
        public typealias Output = Upstream.Output

        /// The publisher whose failure is transformed.
        public let upstream: Upstream
        /// The transform.
        public let transform: @Sendable (Upstream.Failure) -> Failure

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping @Sendable (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TransformingSubscription<Output, Upstream.Failure, S>(
                    named: "MapError", downstream: subscriber,
                    earlyEvents: .forwarded,
                    transformValue: { .success($0) },
                    transformFailure: transform
                )
            )
        }
    }
}
