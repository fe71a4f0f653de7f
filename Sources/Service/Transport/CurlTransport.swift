import Models
import Reactive

/// The live transport: libcurl's multi interface, one multi handle and one sleeping thread per
/// run, on Linux and macOS alike.
///
/// Connections are kept and reused; over TLS every request to a host shares one HTTP/2
/// connection, and plain http gets up to `maxConnections` HTTP/1.1 connections. Redirects are
/// followed here under `RedirectRule`; `--timeout` is libcurl's connect and low-speed limit.
public final class CurlTransport: HTTPTransport {
    /// The multi handle; tests read how many requests it is working on.
    let multi: CurlMulti

    /// Creates a transport allowing `maxConnections` connections per host, trusting and
    /// proxying as `settings` say.
    public init(maxConnections: Int = ServiceConfiguration.defaultRevalidations, settings: TransportSettings = TransportSettings()) {
        multi = CurlMulti(maxConnectionsPerHost: maxConnections, settings: settings)
    }

    deinit { multi.stop() }

    /// Sends `request` when demanded, following redirects; cancelling removes it from libcurl.
    public func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
        exchange(request, hops: 0)
    }

    private func exchange(_ request: HTTPRequest, hops: Int) -> AnyPublisher<HTTPResponse, GitHubError> {
        CurlRequestPublisher(multi: multi, request: request)
            .flatMap(maxPublishers: .max(1)) { [self] response -> AnyPublisher<HTTPResponse, GitHubError> in
                let next: HTTPRequest
                switch RedirectRule.next(after: response, to: request) {
                case nil: return Just(response).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                case .failure(let error): return Fail(error: error).eraseToAnyPublisher()
                case .success(let request): next = request
                }
                guard hops < Limit.redirects.value else {
                    return Fail(error: .tooManyRedirects(host: request.url.host ?? "the server", limit: Limit.redirects.value))
                        .eraseToAnyPublisher()
                }
                return exchange(next, hops: hops + 1)
            }
            .eraseToAnyPublisher()
    }
}
