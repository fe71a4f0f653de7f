/// Sends one value to each subscriber, then finishes.
///
/// ```swift
/// Just(42).sink { print($0) }  // 42
/// ```
public struct Just<Output: Sendable>: Publisher {
    /// Never fails.
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// Creates a publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Sends `output` when the subscriber asks for it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: ResultSubscription(subscriber, result: .success(output)))
    }
}

/// Equal when the values are, as Combine's.
extension Just: Equatable where Output: Equatable {}
