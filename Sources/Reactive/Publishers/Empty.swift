/// Sends no value, and finishes at once unless told to stay silent.
///
/// ```swift
/// Empty<Int, Never>().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })  // finished
/// ```
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes at once (true) or never sends anything (false).
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// Creates an empty publisher, naming its types by value.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Sends an empty subscription, then maybe `.finished`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
