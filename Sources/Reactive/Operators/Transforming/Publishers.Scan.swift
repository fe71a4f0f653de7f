extension Publisher {
    /// Sends each accumulation: `nextPartialResult` combines the result so far (at first
    /// `initialResult`) with each value, and every new result is sent.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.scan(0, +)  // 1 3 6
    /// ```
    public func scan<T: Sendable>(_ initialResult: T, _ nextPartialResult: @escaping @Sendable (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// `scan(_:_:)` with a combining closure that may throw: a thrown error cancels upstream and
    /// ends the stream with that error.
    ///
    /// ```swift
    /// amounts.tryScan(0) { total, amount in try total.adding(amount) }
    /// ```
    public func tryScan<T: Sendable>(
        _ initialResult: T, _ nextPartialResult: @escaping @Sendable (T, Output) throws -> T
    ) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// The publisher of `scan(_:_:)`. As Combine's, it is a plain wrapper: what upstream sends
    /// before its subscription or after a cancel is still accumulated and passed on.
    public struct Scan<Upstream: Publisher, Output: Sendable>: Publisher {
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are accumulated.
        public let upstream: Upstream
        /// The result before any value.
        public let initialResult: Output
        /// Combines the result so far with a value.
        public let nextPartialResult: @Sendable (Output, Upstream.Output) -> Output

        /// Creates the operator.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping @Sendable (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber`, with a result of its own.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let accumulate = Accumulation.make(initialResult, nextPartialResult)
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Failure, S>(
                    named: "Scan", downstream: subscriber, earlyEvents: .forwarded,
                    step: { .send(accumulate($0).get()) },
                    transformFailure: { $0 }
                )
            )
        }
    }

    /// The publisher of `tryScan(_:_:)`.
    public struct TryScan<Upstream: Publisher, Output: Sendable>: Publisher {
        /// Upstream's failure or the closure's.
        public typealias Failure = any Error

        /// The publisher whose values are accumulated.
        public let upstream: Upstream
        /// The result before any value.
        public let initialResult: Output
        /// Combines the result so far with a value; it may throw.
        public let nextPartialResult: @Sendable (Output, Upstream.Output) throws -> Output

        /// Creates the operator.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping @Sendable (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber`, with a result of its own.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let accumulate = Accumulation.make(initialResult, nextPartialResult)
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Upstream.Failure, S>(
                    named: "TryScan", downstream: subscriber, lifetime: .keptForLife,
                    transformValue: { accumulate($0).mapError { $0 } },
                    transformFailure: { $0 }
                )
            )
        }
    }
}

/// The running result both operators keep, one per subscription.
private enum Accumulation {
    /// Each value's new result from the one before; a throw leaves the result as it was.
    static func make<Result: Sendable, Value, E: Error>(
        _ initial: Result, _ next: @escaping @Sendable (Result, Value) throws(E) -> Result
    ) -> @Sendable (Value) -> Swift.Result<Result, E> {
        let current = Locked(initial)
        return { value in
            // Upstream sends one value at a time, so reading and storing apart is safe; the
            // closure runs outside the lock.
            let result = current.withLock { $0 }
            do throws(E) {
                let updated = try next(result, value)
                current.withLock { $0 = updated }
                return .success(updated)
            } catch {
                return .failure(error)
            }
        }
    }
}
