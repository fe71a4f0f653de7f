extension Optional where Wrapped: Sendable {
    /// A publisher of this optional: its value then `.finished`, or `.finished` alone for nil,
    /// as Combine's `Optional.Publisher`.
    ///
    /// ```swift
    /// Int("42").publisher.sink { print($0) }  // 42
    /// ```
    public var publisher: Publisher { Publisher(self) }

    /// Combine's `Optional.Publisher`: the wrapped value, if any, then `.finished`, to each
    /// subscriber; it never fails.
    public struct Publisher: Reactive.Publisher {
        /// The wrapped value.
        public typealias Output = Wrapped
        /// Never fails.
        public typealias Failure = Never

        /// What each subscriber gets: a value, or nothing.
        public let output: Wrapped?

        /// A publisher of `output`.
        public init(_ output: Output?) { self.output = output }

        /// Sends the value (on demand) and finishes, or finishes at once for nil.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard let output else { return Empty().receive(subscriber: subscriber) }
            subscriber.receive(subscription: ResultSubscription(subscriber, result: .success(output)))
        }
    }
}

/// Equal when the values are, as Combine's.
extension Optional.Publisher: Equatable where Wrapped: Equatable {}
