extension Publisher where Output: Sendable {
    /// Interleaves this publisher's values with `other`'s; finishes when both have finished.
    ///
    /// ```swift
    /// progress.merge(with: finalResult)
    /// ```
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

extension Publishers {
    /// The publisher of `merge(with:)`: both upstreams subscribed at once, values in arrival order.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output: Sendable {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Creates the operator.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`: merging is a `flatMap` over the two upstreams.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            [a.eraseToAnyPublisher(), b.eraseToAnyPublisher()].publisher
                .setFailureType(to: Failure.self)
                .flatMap { $0 }
                .subscribe(subscriber)
        }
    }
}
