extension Publisher where Failure == Never {
    /// Declares a failure type for a publisher that never fails, so it can be combined with
    /// publishers that can.
    ///
    /// ```swift
    /// Just(1).setFailureType(to: MyError.self)
    /// ```
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// The publisher of `setFailureType(to:)`: upstream's values and completion, typed as
    /// failing with `Failure` (which it never does).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// Upstream's values, passed through.
        public typealias Output = Upstream.Output

        /// The publisher that never fails.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`; upstream's subscription and events pass straight through.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TransformingSubscription<Output, Never, S>(
                    named: "SetFailureType", downstream: subscriber, earlyEvents: .forwarded, transformValue: { .success($0) },
                    transformFailure: absurd
                )
            )
        }

        /// Same operator, another failure type: no second layer, as in Combine.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType<Upstream, E>(upstream: upstream)
        }
    }
}

/// The function from an impossible value: a `Never` failure maps to any error type.
private func absurd<E: Error>(_ never: Never) -> E {}
