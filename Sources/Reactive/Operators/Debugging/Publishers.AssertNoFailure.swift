extension Publisher {
    /// Passes values and `.finished` on, and stops the process (`fatalError`) if upstream fails,
    /// with `prefix`, the place of the call and the error in the message; the result never fails.
    ///
    /// A failure here ends the process, as in Combine; so it has no unit test, only what passes.
    ///
    /// ```swift
    /// Just(defaults).setFailureType(to: DecodingError.self).assertNoFailure()
    /// ```
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}

extension Publishers {
    /// The publisher of `assertNoFailure(_:file:line:)`.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// It never fails: a failure stops the process.
        public typealias Failure = Never

        /// The publisher that must not fail.
        public let upstream: Upstream
        /// Written before the failure.
        public let prefix: String
        /// Where the assertion was made.
        public let file: StaticString
        /// The line it was made on.
        public let line: UInt

        /// Creates the operator.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (prefix, file, line) = (prefix, file, line)
            upstream.subscribe(
                TransformingSubscription(
                    named: "AssertNoFailure", downstream: subscriber, step: { .send($0) },
                    transformFailure: { error in
                        fatalError("\(prefix.isEmpty ? "" : "\(prefix): ")\(error)", file: file, line: line)
                    }))
        }
    }
}
