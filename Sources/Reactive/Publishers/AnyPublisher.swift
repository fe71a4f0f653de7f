/// A type-erased publisher, for APIs that should not expose their operator chain.
///
/// ```swift
/// func names() -> AnyPublisher<String, Never> { ["a", "b"].publisher.eraseToAnyPublisher() }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeImpl: @Sendable (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        subscribeImpl = { publisher.receive(subscriber: $0) }
    }

    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeImpl(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Hides this publisher's type behind `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
