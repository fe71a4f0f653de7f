/// Ends each subscription at once with an error.
///
/// ```swift
/// Fail<Int, MyError>(error: .broken).sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error sent.
    public let error: Failure

    /// Creates a publisher that fails with `error`.
    public init(error: Failure) { self.error = error }

    /// Creates a publisher that fails with `error`, naming the output type by value.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    /// Sends an empty subscription, then the failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}
