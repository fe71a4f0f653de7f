extension Publisher {
    /// Drops values while `predicate` holds, each asking upstream for one more, and sends on the
    /// first value that fails it and everything after, untested.
    ///
    /// ```swift
    /// [1, 2, 5, 1].publisher.drop { $0 < 3 }  // 5 1
    /// ```
    public func drop(while predicate: @escaping @Sendable (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// `drop(while:)` with a test that may throw: a thrown error cancels upstream and ends the
    /// stream with that error.
    ///
    /// ```swift
    /// lines.tryDrop { try $0.isPreamble() }
    /// ```
    public func tryDrop(while predicate: @escaping @Sendable (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// Sends values while `predicate` holds; the first value that fails it finishes the stream
    /// and cancels upstream.
    ///
    /// ```swift
    /// [1, 2, 5, 1].publisher.prefix { $0 < 3 }  // 1 2
    /// ```
    public func prefix(while predicate: @escaping @Sendable (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// `prefix(while:)` with a test that may throw: a thrown error cancels upstream and ends the
    /// stream with that error.
    ///
    /// ```swift
    /// lines.tryPrefix { try !$0.isSeparator() }
    /// ```
    public func tryPrefix(while predicate: @escaping @Sendable (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher of `drop(while:)`.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// Upstream's values from the first that fails the test.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose leading values are dropped.
        public let upstream: Upstream
        /// Whether a leading value is dropped.
        public let predicate: @Sendable (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(LeadingRun.dropping(named: "DropWhile", subscriber, transformFailure: { $0 }) { .success(predicate($0)) })
        }
    }

    /// The publisher of `tryDrop(while:)`.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// Upstream's values from the first that fails the test.
        public typealias Output = Upstream.Output
        /// Upstream's failure or the test's.
        public typealias Failure = any Error

        /// The publisher whose leading values are dropped.
        public let upstream: Upstream
        /// Whether a leading value is dropped; it may throw.
        public let predicate: @Sendable (Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(LeadingRun.dropping(named: "TryDropWhile", subscriber, transformFailure: { $0 }) { value in Result { try predicate(value) } })
        }
    }

    /// The publisher of `prefix(while:)`.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// Upstream's values up to the first that fails the test.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose leading values are sent.
        public let upstream: Upstream
        /// Whether a leading value is sent.
        public let predicate: @Sendable (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(LeadingRun.keeping(named: "PrefixWhile", subscriber, transformFailure: { $0 }) { .success(predicate($0)) })
        }
    }

    /// The publisher of `tryPrefix(while:)`.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// Upstream's values up to the first that fails the test.
        public typealias Output = Upstream.Output
        /// Upstream's failure or the test's.
        public typealias Failure = any Error

        /// The publisher whose leading values are sent.
        public let upstream: Upstream
        /// Whether a leading value is sent; it may throw.
        public let predicate: @Sendable (Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(LeadingRun.keeping(named: "TryPrefixWhile", subscriber, transformFailure: { $0 }) { value in Result { try predicate(value) } })
        }
    }
}

/// The leading run of values that pass a test, which `drop(while:)` drops and `prefix(while:)`
/// keeps: the first value that fails the test ends the run; a test that fails with an error ends
/// the stream.
private enum LeadingRun {
    /// Drops the run, then sends everything untested.
    static func dropping<UpstreamFailure: Error, S: Subscriber>(
        named name: String, _ subscriber: S, transformFailure: @escaping @Sendable (UpstreamFailure) -> S.Failure,
        test: @escaping @Sendable (S.Input) -> Result<Bool, S.Failure>
    ) -> TransformingSubscription<S.Input, UpstreamFailure, S> {
        let dropping = Locked(true)
        return TransformingSubscription(
            named: name, downstream: subscriber, lifetime: .keptForLife, trapsZeroDemand: true,
            step: { value in
                guard dropping.withLock({ $0 }) else { return .send(value) }
                switch test(value) {
                case .success(true): return .skip
                case .success(false):
                    dropping.withLock { $0 = false }
                    return .send(value)
                case .failure(let error): return .fail(error)
                }
            },
            transformFailure: transformFailure)
    }

    /// Sends the run, then finishes at the first value that fails the test.
    static func keeping<UpstreamFailure: Error, S: Subscriber>(
        named name: String, _ subscriber: S, transformFailure: @escaping @Sendable (UpstreamFailure) -> S.Failure,
        test: @escaping @Sendable (S.Input) -> Result<Bool, S.Failure>
    ) -> TransformingSubscription<S.Input, UpstreamFailure, S> {
        TransformingSubscription(
            named: name, downstream: subscriber, earlyEvents: .trapped, lifetime: .keptForLife,
            step: { value in
                switch test(value) {
                case .success(let passed): return passed ? .send(value) : .finish
                case .failure(let error): return .fail(error)
                }
            },
            transformFailure: transformFailure)
    }
}
