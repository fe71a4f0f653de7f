import Dispatch
import Foundation
import Models
import Reactive

/// Fetches and decodes one page: builds the request (headers, token policy), sends it, reports it,
/// maps the status to an error, decodes the body, and retries by the policy.
struct PageFetcher: Sendable {
    /// Where retry delays elapse: serial, because `delay` on a concurrent queue could deliver its
    /// completion before its value.
    private static let retryQueue = DispatchQueue(label: "repos.retry-delay")

    let configuration: ServiceConfiguration
    let transport: any HTTPTransport
    let retry: RetryPolicy
    let events: (@Sendable (RequestEvent) -> Void)?

    /// One decoded page and its links.
    struct Page<Body: Sendable>: Sendable {
        let body: Body
        let links: LinkHeader
    }

    /// The request for `url`, with GitHub's headers and the token only for the configured origin.
    func request(for url: URL) -> Result<HTTPRequest, GitHubError> {
        var headers = [
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": configuration.userAgent,
        ]
        if let token = configuration.token, Origin(url) == Origin(configuration.baseURL) {
            let origin = Origin(url)
            if origin.scheme != "https", !origin.isLoopback {
                return .failure(.insecureTransport(host: origin.host))
            }
            headers["Authorization"] = token.authorizationValue
        }
        return .success(HTTPRequest(url: url, headers: headers, timeout: configuration.timeout))
    }

    /// Fetches `url` and decodes its body as `Body`, retrying transient failures.
    func fetch<Body: Decodable & Sendable>(_ url: URL, as type: Body.Type, endpoint: String) -> AnyPublisher<Page<Body>, GitHubError> {
        attempt(1, url: url, endpoint: endpoint)
    }

    private func attempt<Body: Decodable & Sendable>(_ number: Int, url: URL, endpoint: String) -> AnyPublisher<Page<Body>, GitHubError> {
        let retry = self.retry
        return once(url, endpoint: endpoint)
            .catch { error -> AnyPublisher<Page<Body>, GitHubError> in
                guard let wait = retry.delay(after: error, attempt: number) else {
                    return Fail(error: error).eraseToAnyPublisher()
                }
                return Just(())
                    .delay(for: .seconds(wait), scheduler: Self.retryQueue)
                    .setFailureType(to: GitHubError.self)
                    .flatMap { self.attempt(number + 1, url: url, endpoint: endpoint) }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// One try: the card's pipeline of send → map → decode → mapError.
    private func once<Body: Decodable & Sendable>(_ url: URL, endpoint: String) -> AnyPublisher<Page<Body>, GitHubError> {
        let request: HTTPRequest
        switch self.request(for: url) {
        case .success(let built): request = built
        case .failure(let error): return Fail(error: error).eraseToAnyPublisher()
        }
        let events = self.events
        let started = Locked(Date())
        let links = Locked(LinkHeader.empty)
        let lastBody = Locked(Data())
        return transport.send(request)
            .handleEvents(
                receiveSubscription: { _ in started.withLock { $0 = Date() } },
                receiveOutput: { response in
                    let marker = response.header(CachingTransport.marker)
                    events?(RequestEvent(
                        url: url, status: marker == "revalidated" ? 304 : response.status, rateLimit: RateLimit(response),
                        duration: Date().timeIntervalSince(started.withLock { $0 }), fromCache: marker != nil
                    ))
                }
            )
            .tryMap { response -> Data in
                let body = try ResponseInterpreter.body(of: response, endpoint: endpoint).get()
                guard let parsed = LinkHeader(response.header("link")) else {
                    throw GitHubError.undecodable(endpoint: endpoint, path: "", reason: "malformed Link header")
                }
                links.withLock { $0 = parsed }
                lastBody.withLock { $0 = body }
                return body
            }
            .decode(type: Body.self, decoder: GitHubJSON.decoder())
            .mapError { ResponseInterpreter.decodingError($0, body: lastBody.withLock { $0 }, endpoint: endpoint) }
            .map { Page(body: $0, links: links.withLock { $0 }) }
            .eraseToAnyPublisher()
    }
}
