extension Publisher {
    /// Sends the first value that satisfies `predicate`, then finishes and cancels upstream; a
    /// predicate that throws ends the stream with its error, and cancels upstream too.
    ///
    /// ```swift
    /// lines.tryFirst { line in try line.isHeader() }
    /// ```
    public func tryFirst(where predicate: @escaping @Sendable (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher of `tryFirst(where:)`: `first(where:)`'s one state machine, stopped by the
    /// first value that passes or the first test that throws, whose error is then sent.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure or the predicate's.
        public typealias Failure = any Error

        /// The publisher searched.
        public let upstream: Upstream
        /// The test a value must pass; it may throw.
        public let predicate: @Sendable (Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream
                // Each value with its test's outcome; a throw counts as the end of the search. (A
                // tryMap that never throws: it widens the failure, and like Combine's
                // tryFirst(where:) drops what upstream sends before its subscription.)
                .tryMap { value in Tested(value: value, passed: Result { try predicate(value) }) }
                .first { tested in (try? tested.passed.get()) ?? true }
                .tryMap { tested in
                    _ = try tested.passed.get()
                    return tested.value
                }
                .receive(subscriber: subscriber)
        }

        /// A value and what its test said.
        private struct Tested {
            let value: Output
            let passed: Result<Bool, any Error>
        }
    }
}
