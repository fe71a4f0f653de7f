extension Publisher {
    /// Transforms each value, sending on the results that are not nil; for each nil, upstream is
    /// asked for one more, as in Combine.
    ///
    /// ```swift
    /// ["1", "x", "3"].publisher.compactMap { Int($0) }  // 1 3
    /// ```
    public func compactMap<T>(_ transform: @escaping @Sendable (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Transforms each value with a throwing closure, sending on the results that are not nil; a
    /// thrown error cancels upstream and ends the stream with that error.
    ///
    /// ```swift
    /// lines.tryCompactMap { try Row(parsing: $0) }
    /// ```
    public func tryCompactMap<T>(_ transform: @escaping @Sendable (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher of `compactMap(_:)`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transform; a nil result is dropped.
        public let transform: @Sendable (Upstream.Output) -> Output?

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping @Sendable (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Failure, S>(
                    named: "CompactMap", downstream: subscriber,
                    step: { transform($0).map { .send($0) } ?? .skip },
                    transformFailure: { $0 }
                )
            )
        }
    }

    /// The publisher of `tryCompactMap(_:)`.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// Upstream's failure or the transform's.
        public typealias Failure = any Error

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The throwing transform; a nil result is dropped.
        public let transform: @Sendable (Upstream.Output) throws -> Output?

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping @Sendable (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Upstream.Failure, S>(
                    named: "TryCompactMap", downstream: subscriber, earlyEvents: .trapped, lifetime: .keptForLife,
                    step: { value in
                        do { return try transform(value).map { .send($0) } ?? .skip } catch { return .fail(error) }
                    },
                    transformFailure: { $0 }
                )
            )
        }
    }
}
