/// Builds a fresh publisher for each subscriber, when it subscribes.
///
/// ```swift
/// let now = Deferred { Just(Date()) }  // each subscriber sees its own time
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The output of the built publisher.
    public typealias Output = DeferredPublisher.Output
    /// The failure of the built publisher.
    public typealias Failure = DeferredPublisher.Failure

    /// Builds the publisher; called once per subscription.
    public let createPublisher: @Sendable () -> DeferredPublisher

    /// Creates a publisher that calls `createPublisher` for each subscriber.
    public init(createPublisher: @escaping @Sendable () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Builds a publisher and attaches `subscriber` to it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
