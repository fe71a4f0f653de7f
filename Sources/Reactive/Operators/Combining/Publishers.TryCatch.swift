extension Publisher {
    /// Replaces a failure with the publisher `handler` builds from it, or fails with what
    /// `handler` throws; outstanding demand carries over to that publisher, as for `catch`.
    ///
    /// ```swift
    /// fetchOrg().tryCatch { error in
    ///     guard case .notFound = error else { throw error }
    ///     return fetchUser()
    /// }
    /// ```
    public func tryCatch<P: Publisher>(_ handler: @escaping @Sendable (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// The publisher of `tryCatch(_:)`: `catch`'s one state machine, its replacement a failure
    /// when `handler` throws.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// The replacement's failure or the handler's.
        public typealias Failure = any Error

        /// The first publisher.
        public let upstream: Upstream
        /// Builds the replacement; it may throw.
        public let handler: @Sendable (Upstream.Failure) throws -> NewPublisher

        /// Creates the operator.
        public init(upstream: Upstream, handler: @escaping @Sendable (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            upstream
                .catch { error -> AnyPublisher<Output, any Error> in
                    do {
                        return try handler(error).mapError { $0 as any Error }.eraseToAnyPublisher()
                    } catch {
                        return Fail(error: error).eraseToAnyPublisher()
                    }
                }
                .receive(subscriber: subscriber)
        }
    }
}
