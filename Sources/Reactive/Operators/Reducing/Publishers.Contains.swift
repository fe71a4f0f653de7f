extension Publisher where Output: Equatable & Sendable {
    /// Sends true and finishes, cancelling upstream, as soon as upstream sends `output`; sends
    /// false if upstream finishes without it.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.contains(2)  // true
    /// ```
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publisher {
    /// Sends true and finishes, cancelling upstream, as soon as a value satisfies `predicate`;
    /// sends false if upstream finishes without one.
    ///
    /// ```swift
    /// $rows.first().contains { $0.isSelected }
    /// ```
    public func contains(where predicate: @escaping @Sendable (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Sends true as soon as a value satisfies `predicate`, false if none did; a predicate that
    /// throws cancels upstream and ends the stream with its error.
    ///
    /// ```swift
    /// lines.tryContains { try $0.isConflictMarker() }
    /// ```
    public func tryContains(where predicate: @escaping @Sendable (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// Sends true if every value satisfies `predicate` once upstream finishes; sends false and
    /// finishes, cancelling upstream, at the first value that does not.
    ///
    /// ```swift
    /// [2, 4, 6].publisher.allSatisfy { $0.isMultiple(of: 2) }  // true
    /// ```
    public func allSatisfy(_ predicate: @escaping @Sendable (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// `allSatisfy(_:)` with a test that may throw: a thrown error cancels upstream and ends the
    /// stream with that error.
    ///
    /// ```swift
    /// files.tryAllSatisfy { try $0.isReadable() }
    /// ```
    public func tryAllSatisfy(_ predicate: @escaping @Sendable (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher of `contains(_:)`: `contains(where:)` with equality as the test.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable & Sendable {
        /// Whether the value came.
        public typealias Output = Bool
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// The value looked for.
        public let output: Upstream.Output

        /// Creates the operator.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            ContainsWhere(upstream: upstream) { $0 == output }.receive(subscriber: subscriber)
        }
    }

    /// The publisher of `contains(where:)`.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// Whether a value passed.
        public typealias Output = Bool
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// The test a value must pass.
        public let predicate: @Sendable (Upstream.Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Verdict.subscription(named: "ContainsWhere", subscriber, settlesOn: true, transformFailure: { $0 }) { .success(predicate($0)) }
            )
        }
    }

    /// The publisher of `tryContains(where:)`.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// Whether a value passed.
        public typealias Output = Bool
        /// Upstream's failure or the test's.
        public typealias Failure = any Error

        /// The publisher searched.
        public let upstream: Upstream
        /// The test a value must pass; it may throw.
        public let predicate: @Sendable (Upstream.Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Verdict.subscription(named: "TryContainsWhere", subscriber, settlesOn: true, transformFailure: { $0 }) { value in
                    Result { try predicate(value) }
                }
            )
        }
    }

    /// The publisher of `allSatisfy(_:)`.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every value passed.
        public typealias Output = Bool
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher checked.
        public let upstream: Upstream
        /// The test every value must pass.
        public let predicate: @Sendable (Upstream.Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Verdict.subscription(named: "AllSatisfy", subscriber, settlesOn: false, transformFailure: { $0 }) { .success(predicate($0)) }
            )
        }
    }

    /// The publisher of `tryAllSatisfy(_:)`.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every value passed.
        public typealias Output = Bool
        /// Upstream's failure or the test's.
        public typealias Failure = any Error

        /// The publisher checked.
        public let upstream: Upstream
        /// The test every value must pass; it may throw.
        public let predicate: @Sendable (Upstream.Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Verdict.subscription(named: "TryAllSatisfy", subscriber, settlesOn: false, transformFailure: { $0 }) { value in
                    Result { try predicate(value) }
                }
            )
        }
    }
}

/// The one fold `contains` and `allSatisfy` share: a yes-or-no answer that starts as the
/// opposite of `settlesOn` and is settled, cancelling upstream, by the first value whose test
/// gives `settlesOn`.
private enum Verdict {
    static func subscription<Input, UpstreamFailure: Error, S: Subscriber>(
        named name: String, _ subscriber: S, settlesOn: Bool,
        transformFailure: @escaping @Sendable (UpstreamFailure) -> S.Failure,
        test: @escaping @Sendable (Input) -> Result<Bool, S.Failure>
    ) -> ReducingSubscription<Input, UpstreamFailure, Bool, S> where S.Input == Bool {
        ReducingSubscription(
            named: name, downstream: subscriber, initial: !settlesOn,
            fold: { answer, value in
                switch test(value) {
                case .success(let passed):
                    guard passed == settlesOn else { return .continue }
                    answer = settlesOn
                    return .settled
                case .failure(let error):
                    return .fail(error)
                }
            },
            result: { $0 }, transformFailure: transformFailure
        )
    }
}
