import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: one `URLSession` (libcurl on Linux) for the whole run, with no URL cache
/// of its own and a redirect guard that keeps the token on its origin.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport allowing `maxConnections` connections per host.
    public init(maxConnections: Int = 16) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = maxConnections
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration, delegate: RedirectGuard(), delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends `request` when demanded; cancelling cancels the data task.
    public func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
        DataTaskPublisher(session: session, request: request).eraseToAnyPublisher()
    }
}
