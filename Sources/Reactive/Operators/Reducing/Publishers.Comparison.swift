extension Publisher where Output: Comparable {
    /// Sends the smallest value when upstream finishes; if there was none, just finishes.
    ///
    /// ```swift
    /// [3, 1, 2].publisher.min()  // 1
    /// ```
    public func min() -> Publishers.Comparison<Self> { min { $0 < $1 } }

    /// Sends the largest value when upstream finishes; if there was none, just finishes.
    ///
    /// ```swift
    /// [3, 1, 2].publisher.max()  // 3
    /// ```
    public func max() -> Publishers.Comparison<Self> { max { $0 < $1 } }
}

extension Publisher {
    /// Sends the smallest value by `areInIncreasingOrder` when upstream finishes.
    ///
    /// ```swift
    /// repositories.min { $0.pushedAt < $1.pushedAt }
    /// ```
    public func min(by areInIncreasingOrder: @escaping @Sendable (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Sends the largest value by `areInIncreasingOrder` when upstream finishes.
    ///
    /// ```swift
    /// repositories.max { $0.stars < $1.stars }
    /// ```
    public func max(by areInIncreasingOrder: @escaping @Sendable (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// `min(by:)` with an ordering that may throw: a thrown error cancels upstream and ends the
    /// stream with that error.
    ///
    /// ```swift
    /// rows.tryMin { try $0.date() < $1.date() }
    /// ```
    public func tryMin(by areInIncreasingOrder: @escaping @Sendable (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// `max(by:)` with an ordering that may throw.
    ///
    /// ```swift
    /// rows.tryMax { try $0.date() < $1.date() }
    /// ```
    public func tryMax(by areInIncreasingOrder: @escaping @Sendable (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }
}

extension Publishers {
    /// The publisher of `min`, `max`, `min(by:)` and `max(by:)`: it keeps a value until a later
    /// one comes before it by `areInIncreasingOrder` (`max` reverses the order).
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The value kept.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher compared.
        public let upstream: Upstream
        /// Whether the first value comes before the second.
        public let areInIncreasingOrder: @Sendable (Upstream.Output, Upstream.Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping @Sendable (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(Extreme.subscription(named: "Comparison", subscriber, transformFailure: { $0 }) { .success(ordered($0, $1)) })
        }
    }

    /// The publisher of `tryMin(by:)` and `tryMax(by:)`.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The value kept.
        public typealias Output = Upstream.Output
        /// Upstream's failure or the ordering's.
        public typealias Failure = any Error

        /// The publisher compared.
        public let upstream: Upstream
        /// Whether the first value comes before the second; it may throw.
        public let areInIncreasingOrder: @Sendable (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping @Sendable (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(
                Extreme.subscription(named: "TryComparison", subscriber, transformFailure: { $0 }) { first, second in
                    Result { try ordered(first, second) }
                }
            )
        }
    }
}

/// The one fold both comparisons share: the value kept is replaced by a later one that comes
/// before it, so among equals the first stays.
private enum Extreme {
    static func subscription<UpstreamFailure: Error, S: Subscriber>(
        named name: String, _ subscriber: S, transformFailure: @escaping @Sendable (UpstreamFailure) -> S.Failure,
        ordered: @escaping @Sendable (S.Input, S.Input) -> Result<Bool, S.Failure>
    ) -> ReducingSubscription<S.Input, UpstreamFailure, S.Input?, S> {
        ReducingSubscription(
            named: name, downstream: subscriber, initial: nil,
            fold: { kept, value in
                guard let current = kept else {
                    kept = value
                    return .continue
                }
                switch ordered(value, current) {
                case .success(let before):
                    if before { kept = value }
                    return .continue
                case .failure(let error):
                    return .fail(error)
                }
            },
            result: { $0 }, transformFailure: transformFailure
        )
    }
}
