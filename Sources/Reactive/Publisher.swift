/// Sends values over time to subscribers that ask for them, then maybe a completion.
public protocol Publisher<Output, Failure>: Sendable {
    /// The values it sends.
    associatedtype Output
    /// The error it may end with.
    associatedtype Failure: Error

    /// Attaches `subscriber`; called by `subscribe(_:)`, implemented by each publisher.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// The namespace of publisher and operator types, as in Combine.
public enum Publishers {}
