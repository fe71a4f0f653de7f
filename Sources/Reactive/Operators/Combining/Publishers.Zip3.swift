extension Publisher where Output: Sendable {
    /// Combines this publisher's values with those of two others in order, as `zip(_:)` does for two:
    /// the first of each, then the second of each, each tuple sent once all three values have come.
    ///
    /// ```swift
    /// fetchRepository(name).zip(fetchReadme(name), fetchLanguages(name))  // one triple
    /// ```
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// As `zip(_:_:)`, with each tuple sent through `transform`.
    public func zip<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping @Sendable (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where P.Failure == Failure, P.Output: Sendable, Q.Failure == Failure, Q.Output: Sendable {
        Publishers.Zip3(self, publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
    }
}

extension Publishers {
    /// The publisher of `zip(_:_:)`: values, one from each upstream, in the order they came.
    ///
    /// As a nest of `Zip`s: each request goes to every upstream; it finishes as soon as one upstream
    /// has finished with nothing waiting for partners, and a failure from any ends it at once.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
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

        /// Pairs up the values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Zip(Publishers.Zip(a, b), c).subscribe(FlatteningSubscriber(downstream: subscriber) { ($0.0.0, $0.0.1, $0.1) })
        }
    }
}
