extension Publisher where Output: Sendable {
    /// Combines this publisher's values with those of three others in order, as `zip(_:)` does for two:
    /// the first of each, then the second of each, each tuple sent once all four values have come.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.Zip4<Self, P, Q, R>
    where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable, R.Failure == Failure, R.Output: Sendable {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// As `zip(_:_:_:)`, with each tuple sent through `transform`.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping @Sendable (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable, R.Failure == Failure, R.Output: Sendable {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
    }
}

extension Publishers {
    /// The publisher of `zip(_:_:_:)`: values, one from each upstream, in the order they came.
    ///
    /// As a nest of `Zip`s: each request goes to every upstream; it finishes as soon as one upstream
    /// has finished with nothing waiting for partners, and a failure from any ends it at once.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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

        /// Pairs up the values of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Zip(Publishers.Zip(Publishers.Zip(a, b), c), d).subscribe(
                FlatteningSubscriber(downstream: subscriber) { ($0.0.0.0, $0.0.0.1, $0.0.1, $0.1) })
        }
    }
}
