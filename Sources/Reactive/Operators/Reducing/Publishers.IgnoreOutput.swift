extension Publisher {
    /// Drops every value and passes on only the completion; upstream is asked for everything.
    ///
    /// ```swift
    /// save().ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// ```
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publishers {
    /// The publisher of `ignoreOutput()`.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// No values are sent.
        public typealias Output = Never
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are dropped.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingSubscription<Upstream.Output, Failure, Void, S>(
                    named: "IgnoreOutput", downstream: subscriber, initial: (), lifetime: .releasedAtEnd,
                    fold: { _, _ in .continue }, result: { _ in nil }, transformFailure: { $0 }
                )
            )
        }
    }
}
