extension Publisher {
    /// Sends the last value when upstream finishes; if there was none, just finishes.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.last()  // 3
    /// ```
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Sends the last value that satisfies `predicate` when upstream finishes; if none did, just
    /// finishes.
    ///
    /// ```swift
    /// [1, 2, 3, 4].publisher.last { $0.isMultiple(of: 2) == false }  // 3
    /// ```
    public func last(where predicate: @escaping @Sendable (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// `last(where:)` with a test that may throw: a thrown error cancels upstream and ends the
    /// stream with that error.
    ///
    /// ```swift
    /// lines.tryLast { try $0.isHeader() }
    /// ```
    public func tryLast(where predicate: @escaping @Sendable (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher of `last()`: `last(where:)` with a test every value passes.
    public struct Last<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose last value is sent.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            LastWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// The publisher of `last(where:)`.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// The test a value must pass.
        public let predicate: @Sendable (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingSubscription<Output, Failure, Output?, S>(
                    named: "LastWhere", downstream: subscriber, initial: nil,
                    fold: { last, value in
                        if predicate(value) { last = value }
                        return .continue
                    },
                    result: { $0 }, transformFailure: { $0 }
                )
            )
        }
    }

    /// The publisher of `tryLast(where:)`.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure or the test's.
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
            upstream.subscribe(
                ReducingSubscription<Output, Upstream.Failure, Output?, S>(
                    named: "TryLastWhere", downstream: subscriber, initial: nil,
                    fold: { last, value in
                        do {
                            if try predicate(value) { last = value }
                            return .continue
                        } catch {
                            return .fail(error)
                        }
                    },
                    result: { $0 }, transformFailure: { $0 }
                )
            )
        }
    }
}
