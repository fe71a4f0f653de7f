extension Publisher where Output: Equatable {
    /// Sends on only the values that differ from the one before them; for each duplicate dropped,
    /// upstream is asked for one more, as in Combine.
    ///
    /// ```swift
    /// [1, 1, 2, 2, 1].publisher.removeDuplicates()  // 1 2 1
    /// ```
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self) { $0 == $1 }
    }
}

extension Publisher {
    /// Sends on only the values that `predicate` does not call duplicates of the one before them.
    /// As in Combine, each value is compared with the value upstream sent before it, whether that
    /// one was sent on or not.
    ///
    /// ```swift
    /// $query.removeDuplicates { $0.lowercased() == $1.lowercased() }
    /// ```
    public func removeDuplicates(by predicate: @escaping @Sendable (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// `removeDuplicates(by:)` with a test that may throw: a thrown error cancels upstream and ends
    /// the stream with that error.
    ///
    /// ```swift
    /// rows.tryRemoveDuplicates { try $0.key() == $1.key() }
    /// ```
    public func tryRemoveDuplicates(by predicate: @escaping @Sendable (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher of `removeDuplicates()` and `removeDuplicates(by:)`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// Upstream's values, without repeats.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose repeats are dropped.
        public let upstream: Upstream
        /// Whether the second value is a duplicate of the first.
        public let predicate: @Sendable (Output, Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isNew = DuplicateTest.make(predicate)
            upstream.subscribe(
                TransformingSubscription<Output, Failure, S>(
                    named: "RemoveDuplicates", downstream: subscriber, earlyEvents: .trapped, lifetime: .keptForLife,
                    step: { value in isNew(value).get() ? .send(value) : .skip },
                    transformFailure: { $0 }
                )
            )
        }
    }

    /// The publisher of `tryRemoveDuplicates(by:)`.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// Upstream's values, without repeats.
        public typealias Output = Upstream.Output
        /// Upstream's failure or the test's.
        public typealias Failure = any Error

        /// The publisher whose repeats are dropped.
        public let upstream: Upstream
        /// Whether the second value is a duplicate of the first; it may throw.
        public let predicate: @Sendable (Output, Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping @Sendable (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isNew = DuplicateTest.make(predicate)
            upstream.subscribe(
                TransformingSubscription<Output, Upstream.Failure, S>(
                    named: "TryRemoveDuplicates", downstream: subscriber, earlyEvents: .trapped, lifetime: .keptForLife,
                    step: { value in
                        switch isNew(value) {
                        case .success(let isNew): return isNew ? .send(value) : .skip
                        case .failure(let error): return .fail(error)
                        }
                    },
                    transformFailure: { $0 }
                )
            )
        }
    }
}

/// The one test both operators run, for one subscription.
private enum DuplicateTest {
    /// Whether each value is new, by `isDuplicate` against the value before it (Combine compares
    /// with the last value received, not the last sent); the first value always is.
    static func make<Value, E: Error>(_ isDuplicate: @escaping @Sendable (Value, Value) throws(E) -> Bool) -> @Sendable (Value) -> Result<Bool, E> {
        let previous = Locked<Value?>(nil)
        return { value in
            // Upstream sends one value at a time, so reading and replacing apart is safe; the test
            // runs outside the lock.
            let last = previous.withLock { state -> Value? in
                defer { state = value }
                return state
            }
            guard let last else { return .success(true) }
            do throws(E) { return .success(try !isDuplicate(last, value)) } catch { return .failure(error) }
        }
    }
}
