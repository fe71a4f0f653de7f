extension Publisher {
    /// Sends on only the values that satisfy `isIncluded`; for each value dropped, upstream is
    /// asked for one more, as in Combine.
    ///
    /// ```swift
    /// [1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }  // 2 4
    /// ```
    public func filter(_ isIncluded: @escaping @Sendable (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Sends on only the values that satisfy a throwing test; a thrown error cancels upstream and
    /// ends the stream with that error.
    ///
    /// ```swift
    /// lines.tryFilter { try $0.isValidRow() }
    /// ```
    public func tryFilter(_ isIncluded: @escaping @Sendable (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// The publisher of `filter(_:)`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// Upstream's values that pass.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher filtered.
        public let upstream: Upstream
        /// The test a value must pass to be sent on.
        public let isIncluded: @Sendable (Upstream.Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, isIncluded: @escaping @Sendable (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(
                TransformingSubscription<Output, Failure, S>(
                    named: "Filter", downstream: subscriber,
                    step: { isIncluded($0) ? .send($0) : .skip },
                    transformFailure: { $0 }
                )
            )
        }
    }

    /// The publisher of `tryFilter(_:)`.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// Upstream's values that pass.
        public typealias Output = Upstream.Output
        /// Upstream's failure or the test's.
        public typealias Failure = any Error

        /// The publisher filtered.
        public let upstream: Upstream
        /// The test a value must pass to be sent on; it may throw.
        public let isIncluded: @Sendable (Upstream.Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, isIncluded: @escaping @Sendable (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(
                TransformingSubscription<Output, Upstream.Failure, S>(
                    named: "TryFilter", downstream: subscriber, earlyEvents: .trapped, lifetime: .keptForLife,
                    step: { value in
                        do { return try isIncluded(value) ? .send(value) : .skip } catch { return .fail(error) }
                    },
                    transformFailure: { $0 }
                )
            )
        }
    }
}
