extension Publisher where Output: Sendable {
    /// Sends a tuple of the latest values of this publisher and two others each time any of them
    /// changes, once all three have sent one, as `combineLatest(_:)` does for two.
    ///
    /// ```swift
    /// $query.combineLatest($sort, $filter) { query, sort, filter in rows(query, sort, filter) }
    /// ```
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// As `combineLatest(_:_:)`, with each tuple sent through `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping @Sendable (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable {
        Publishers.CombineLatest3(self, publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
    }
}

extension Publishers {
    /// The publisher of `combineLatest(_:_:)`: latest values, one from each upstream.
    ///
    /// As a nest of `CombineLatest`s: each request goes to every upstream; it finishes when all
    /// upstreams have finished, and a failure from any ends it at once.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure, A.Output: Sendable, B.Output: Sendable, C.Output: Sendable {
        /// One value from each upstream, in upstream order.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream whose value is first in each tuple.
        public let a: A
        /// The upstream whose value is second in each tuple.
        public let b: B
        /// The upstream whose value is third in each tuple.
        public let c: C

        /// Combines the latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.CombineLatest(Publishers.CombineLatest(a, b), c).subscribe(FlatteningSubscriber(downstream: subscriber) { ($0.0.0, $0.0.1, $0.1) })
        }
    }
}
