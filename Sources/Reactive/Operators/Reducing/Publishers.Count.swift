extension Publisher {
    /// Sends how many values upstream sent, when it finishes.
    ///
    /// ```swift
    /// [5, 6, 7].publisher.count()  // 3
    /// ```
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }
}

extension Publishers {
    /// The publisher of `count()`.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The number of values.
        public typealias Output = Int
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher counted.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingSubscription<Upstream.Output, Failure, Int, S>(
                    named: "Count", downstream: subscriber, initial: 0,
                    fold: { count, _ in
                        count += 1
                        return .continue
                    },
                    result: { $0 }, transformFailure: { $0 }
                )
            )
        }
    }
}
