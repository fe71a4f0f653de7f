extension Publisher {
    /// Gathers every value into one array, sent when upstream finishes; a failure drops the array.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.collect()  // [1, 2, 3]
    /// ```
    public func collect() -> Publishers.Collect<Self> where Output: Sendable {
        Publishers.Collect(upstream: self)
    }
}

extension Publishers {
    /// The publisher of `collect()`.
    public struct Collect<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// All of upstream's values.
        public typealias Output = [Upstream.Output]
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher collected.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingSubscription<Upstream.Output, Failure, Output, S>(
                    named: "Collect", downstream: subscriber, initial: [],
                    fold: { values, value in
                        values.append(value)
                        return .continue
                    },
                    result: { $0 }, transformFailure: { $0 }
                )
            )
        }
    }
}
