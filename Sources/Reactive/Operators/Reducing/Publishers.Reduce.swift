extension Publisher {
    /// Folds every value into one result with `nextPartialResult`, starting from `initialResult`,
    /// and sends it when upstream finishes; a failure drops it.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.reduce(0, +)  // 6
    /// ```
    public func reduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: @escaping @Sendable (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// `reduce(_:_:)` with a closure that may throw: a thrown error cancels upstream and ends the
    /// stream with that error.
    ///
    /// ```swift
    /// sizes.tryReduce(0) { total, size in try total.adding(size) }
    /// ```
    public func tryReduce<T: Sendable>(
        _ initialResult: T, _ nextPartialResult: @escaping @Sendable (T, Output) throws -> T
    ) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// The publisher of `reduce(_:_:)`.
    public struct Reduce<Upstream: Publisher, Output: Sendable>: Publisher {
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher folded.
        public let upstream: Upstream
        /// The result before any value.
        public let initial: Output
        /// Folds a value into the result so far.
        public let nextPartialResult: @Sendable (Output, Upstream.Output) -> Output

        /// Creates the operator.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping @Sendable (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(
                ReducingSubscription<Upstream.Output, Failure, Output, S>(
                    named: "Reduce", downstream: subscriber, initial: initial,
                    fold: { result, value in
                        result = next(result, value)
                        return .continue
                    },
                    result: { $0 }, transformFailure: { $0 }
                )
            )
        }
    }

    /// The publisher of `tryReduce(_:_:)`.
    public struct TryReduce<Upstream: Publisher, Output: Sendable>: Publisher {
        /// Upstream's failure or the closure's.
        public typealias Failure = any Error

        /// The publisher folded.
        public let upstream: Upstream
        /// The result before any value.
        public let initial: Output
        /// Folds a value into the result so far; it may throw.
        public let nextPartialResult: @Sendable (Output, Upstream.Output) throws -> Output

        /// Creates the operator.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping @Sendable (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(
                ReducingSubscription<Upstream.Output, Upstream.Failure, Output, S>(
                    named: "TryReduce", downstream: subscriber, initial: initial,
                    fold: { result, value in
                        do {
                            result = try next(result, value)
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
