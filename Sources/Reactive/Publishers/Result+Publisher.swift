extension Result where Success: Sendable {
    /// A publisher of this result: its value then `.finished`, or its failure.
    ///
    /// ```swift
    /// Result<Int, MyError>.success(1).publisher.sink(…)
    /// ```
    public var publisher: Publisher { Publisher(self) }

    /// Combine's `Result.Publisher`: one value and finished, or a failure, for each subscriber.
    public struct Publisher: Reactive.Publisher {
        /// The success.
        public typealias Output = Success

        /// What each subscriber gets.
        public let result: Result<Success, Failure>

        /// A publisher of `result`.
        public init(_ result: Result<Success, Failure>) { self.result = result }

        /// A publisher of `output` and `.finished`.
        public init(_ output: Output) { result = .success(output) }

        /// A publisher that fails with `failure`.
        public init(_ failure: Failure) { result = .failure(failure) }

        /// Sends the value (on demand) and finishes, or sends the failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let value): subscriber.receive(subscription: ResultSubscription(subscriber, result: .success(value)))
            case .failure(let error): Fail(error: error).receive(subscriber: subscriber)
            }
        }
    }
}

/// Equal when the results are, as Combine's.
extension Result.Publisher: Equatable where Output: Equatable, Failure: Equatable {}
