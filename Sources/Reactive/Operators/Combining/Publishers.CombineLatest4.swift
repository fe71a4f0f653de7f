extension Publisher where Output: Sendable {
    /// Sends a tuple of the latest values of this publisher and three others each time any of them
    /// changes, once all four have sent one, as `combineLatest(_:)` does for two.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable, R.Failure == Failure, R.Output: Sendable {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// As `combineLatest(_:_:_:)`, with each tuple sent through `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping @Sendable (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable, R.Failure == Failure, R.Output: Sendable {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
    }
}

extension Publishers {
    /// The publisher of `combineLatest(_:_:_:)`: latest values, one from each upstream.
    ///
    /// As a nest of `CombineLatest`s: each request goes to every upstream; it finishes when all
    /// upstreams have finished, and a failure from any ends it at once.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure, A.Output: Sendable, B.Output: Sendable, C.Output: Sendable, D.Output: Sendable
    {
        /// One value from each upstream, in upstream order.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream whose value is first in each tuple.
        public let a: A
        /// The upstream whose value is second in each tuple.
        public let b: B
        /// The upstream whose value is third in each tuple.
        public let c: C
        /// The upstream whose value is fourth in each tuple.
        public let d: D

        /// Combines the latest values of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.CombineLatest(Publishers.CombineLatest(Publishers.CombineLatest(a, b), c), d).subscribe(
                FlatteningSubscriber(downstream: subscriber) { ($0.0.0.0, $0.0.0.1, $0.0.1, $0.1) })
        }
    }
}
