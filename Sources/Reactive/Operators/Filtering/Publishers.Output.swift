extension Publisher {
    /// Sends the first `maxLength` values, then finishes and cancels upstream. As Combine's, it
    /// finishes when the value after them arrives (or upstream finishes), not with the last one.
    ///
    /// ```swift
    /// [1, 2, 3, 4].publisher.prefix(2)  // 1 2
    /// ```
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "prefix(_:) needs a length of at least 0")
        return output(in: 0..<maxLength)
    }

    /// Sends only the value at `index` (counting from 0), then finishes and cancels upstream when
    /// the next one arrives.
    ///
    /// ```swift
    /// ["a", "b", "c"].publisher.output(at: 1)  // b
    /// ```
    public func output(at index: Int) -> Publishers.Output<Self> {
        precondition(index >= 0 && index < Int.max, "output(at:) needs an index from 0 to Int.max - 1")
        return output(in: index..<(index + 1))
    }

    /// Sends only the values whose positions (counting from 0) are in `range`; values before it
    /// are dropped, each asking upstream for one more, and the first value after it finishes the
    /// stream and cancels upstream.
    ///
    /// ```swift
    /// [0, 1, 2, 3, 4].publisher.output(in: 1...2)  // 1 2
    /// ```
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}

extension Publishers {
    /// The publisher of `prefix(_:)`, `output(at:)` and `output(in:)`.
    public struct Output<Upstream: Publisher>: Publisher {
        /// Upstream's values in the range.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are picked.
        public let upstream: Upstream
        /// The positions of the values sent.
        public let range: CountableRange<Int>

        /// Creates the operator; the range must not be negative.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "Publishers.Output needs a range that does not start below 0")
            self.upstream = upstream
            self.range = range
        }

        /// Attaches `subscriber`, counting positions from 0.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = self.range
            let position = Locked(0)
            upstream.subscribe(
                TransformingSubscription<Output, Failure, S>(
                    named: "Output", downstream: subscriber, lifetime: .keptForLife,
                    step: { value in
                        let index = position.withLock { position -> Int in
                            defer { position += 1 }
                            return position
                        }
                        if index < range.lowerBound { return .skip }
                        return index < range.upperBound ? .send(value) : .finish
                    },
                    transformFailure: { $0 }
                )
            )
        }
    }
}
