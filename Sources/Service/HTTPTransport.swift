import Reactive

/// Sends one request and publishes its response: the one seam between `repos` and the network.
///
/// A transport reports what happened on the wire: any HTTP status is a response; only failures to
/// get one (no connection, timeout) are errors.
public protocol HTTPTransport: Sendable {
    /// A publisher that sends `request` when subscribed and demanded, and cancels it when cancelled.
    func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError>
}
