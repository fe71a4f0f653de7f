extension Publisher {
    /// Transforms each value with `transform`.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.map { $0 * 10 }  // 10 20 30
    /// ```
    public func map<T>(_ transform: @escaping @Sendable (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value with a throwing closure; a thrown error cancels upstream and ends the
    /// stream with that error.
    ///
    /// ```swift
    /// ["1", "x"].publisher.tryMap { try parse($0) }  // 1, then failure
    /// ```
    public func tryMap<T>(_ transform: @escaping @Sendable (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher of `map(_:)`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Upstream's failure, passed through.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transform.
        public let transform: @Sendable (Upstream.Output) -> Output

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping @Sendable (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Failure, S>(
                    named: "Map", downstream: subscriber,
                    earlyEvents: .forwarded,
                    transformValue: { .success(transform($0)) },
                    transformFailure: { $0 }
                )
            )
        }
    }

    /// The publisher of `tryMap(_:)`.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or one the transform threw.
        public typealias Failure = any Error

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The throwing transform.
        public let transform: @Sendable (Upstream.Output) throws -> Output

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping @Sendable (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through the transform.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Upstream.Failure, S>(
                    named: "TryMap", downstream: subscriber, lifetime: .keptForLife,
                    transformValue: { value in Result { try transform(value) } },
                    transformFailure: { $0 }
                )
            )
        }
    }
}
