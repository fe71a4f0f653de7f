import Dispatch
import Foundation
import Models
import Reactive

/// Fetches and decodes one page: builds the request (headers, token policy), sends it, reports it,
/// maps the status to an error, decodes the body, and retries by the policy.
struct PageFetcher: Sendable {
    /// Where pages are decoded, one at a time: a decoder's working memory is several times the
    /// page, so eight pages decoded at once cost tens of megabytes (measured: 10,000
    /// repositories peaked 15-20 MB higher), while one at a time still keeps pace with the
    /// network on two cores.
    private static let decodeQueue = DispatchQueue(label: "repos.decode")

    let configuration: ServiceConfiguration
    let transport: any HTTPTransport
    let retry: RetryPolicy
    /// Now, and the waits between attempts.
    let clock: ServiceClock
    let events: (@Sendable (ServiceEvent) -> Void)?

    /// One response: what its body decoded to (a page of a listing, or one object), GitHub's
    /// bytes it was decoded from, its links and where it came from.
    struct Response<Body: Sendable>: Sendable {
        let body: Body
        let bytes: Data
        let links: LinkHeader
        let source: ResponseSource
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

    /// The links the transport remembers of `url`'s last answer (a cache's), if any.
    func rememberedLinks(of url: URL) -> LinkHeader? {
        guard case .success(let request) = request(for: url), let link = transport.rememberedLink(for: request) else { return nil }
        return LinkHeader(link)
    }

    /// Fetches `url` and decodes its body as `Body`, retrying transient failures. With `gate`,
    /// each attempt's request waits for one of its permits, held until the answer is in.
    func fetch<Body: Decodable & Sendable>(_ url: URL, as type: Body.Type, endpoint: String, gate: RequestGate? = nil) -> AnyPublisher<
        Response<Body>, GitHubError
    > {
        attempt(1, url: url, endpoint: endpoint, gate: gate)
    }

    private func attempt<Body: Decodable & Sendable>(_ number: Int, url: URL, endpoint: String, gate: RequestGate?) -> AnyPublisher<
        Response<Body>, GitHubError
    > {
        let retry = self.retry
        let events = self.events
        let clock = self.clock
        return once(url, endpoint: endpoint, gate: gate)
            .catch { error -> AnyPublisher<Response<Body>, GitHubError> in
                guard let wait = retry.wait(after: error, attempt: number, now: clock.now()) else {
                    // A timeout says how many times it was tried, so its seconds are not misread.
                    if case .timeout(let seconds, _) = error, number > 1 {
                        return Fail(error: .timeout(seconds: seconds, attempts: number)).eraseToAnyPublisher()
                    }
                    return Fail(error: error).eraseToAnyPublisher()
                }
                events?(wait.event(url: url, error: error))
                return clock.wait(wait.seconds)
                    .setFailureType(to: GitHubError.self)
                    .flatMap { self.attempt(number + 1, url: url, endpoint: endpoint, gate: gate) }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// One try: the loading pipeline of `send` (reported) → tryMap → decode → mapError. The body
    /// and its links travel in the values, from the response to the page.
    private func once<Body: Decodable & Sendable>(_ url: URL, endpoint: String, gate: RequestGate?) -> AnyPublisher<Response<Body>, GitHubError> {
        send(url, gate: gate)
            .tryMap { response, links -> (body: Data, links: LinkHeader, source: ResponseSource) in
                let body = try ResponseInterpreter.body(of: response, endpoint: endpoint).get()
                guard let links else {
                    throw GitHubError.undecodable(endpoint: endpoint, path: "", reason: "malformed Link header")
                }
                return (body, links, response.source)
            }
            .mapToGitHubError(endpoint: endpoint)
            .receive(on: Self.decodeQueue)
            .flatMap(maxPublishers: .max(1)) { page -> AnyPublisher<Response<Body>, GitHubError> in
                // A type with a plain fast reading is read so first; the decoder reads the rest.
                if let scanned = (Body.self as? any ScannedDecodable.Type)?.scanned(page.body) as? Body {
                    return Just(Response(body: scanned, bytes: page.body, links: page.links, source: page.source))
                        .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                return Just(page.body)
                    .decode(type: Body.self, decoder: GitHubJSON.decoder())
                    .map { decoded in Response(body: decoded, bytes: page.body, links: page.links, source: page.source) }
                    .mapError { ResponseInterpreter.decodingError($0, body: page.body, endpoint: endpoint) }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// Fetches `url` with GitHub's raw media type, handing a 2xx body to `stream` as it arrives
    /// (at most `maxBytes`), and publishes how many bytes it handed on. Tried once: bytes already
    /// handed on cannot be taken back, so a retry could write them twice.
    func stream(_ url: URL, endpoint: String, maxBytes: Int, into stream: BodyStream) -> AnyPublisher<Int, GitHubError> {
        let counted = Locked(0)
        // GitHub answers the raw media type with it (`application/vnd.github.raw+json`, or the
        // older `application/vnd.github.v3.raw`); JSON instead is not the file's bytes.
        let isRaw: @Sendable (String?) -> Bool = { $0?.lowercased().contains("raw") == true }
        let counting = BodyStream(accepts: isRaw) { chunk in
            counted.withLock { $0 += chunk.count }
            return stream.receive(chunk)
        }
        return send(url) { request in
            request.headers["Accept"] = "application/vnd.github.raw+json"
            request.maxBodyBytes = maxBytes
            request.bodyStream = counting
        }
        .tryMap { response, _ -> Int in
            let body = try ResponseInterpreter.body(of: response, endpoint: endpoint).get()
            guard isRaw(response.header("content-type")) else {
                throw GitHubError.undecodable(
                    endpoint: endpoint, path: "", reason: "the answer is \(response.header("content-type") ?? "untyped"), not the file's raw bytes")
            }
            // A transport that cannot stream kept the body: it is handed on here instead.
            if !body.isEmpty, !counting.receive(body) {
                throw GitHubError.network("the reader closed the output")
            }
            return counted.withLock { $0 }
        }
        .mapToGitHubError(endpoint: endpoint)
        .eraseToAnyPublisher()
    }

    /// Sends the request for `url` (as `adjust` changes it), reported as it goes: `.started` when
    /// subscribed, `.finished` with its status, rate limit and timing when it answers. The one
    /// place a request is built and reported, for pages and streamed files alike; the Link header
    /// is parsed once, here, for the report and for the page.
    private func send(_ url: URL, gate: RequestGate? = nil, adjust: (inout HTTPRequest) -> Void = { _ in }) -> AnyPublisher<
        (response: HTTPResponse, links: LinkHeader?), GitHubError
    > {
        var request: HTTPRequest
        switch self.request(for: url) {
        case .success(let built): request = built
        case .failure(let error): return Fail(error: error).eraseToAnyPublisher()
        }
        adjust(&request)
        let events = self.events
        let now = clock.now
        let started = Locked(now())
        let sent = transport.send(request)
        return (gate.map { $0.gated(sent) } ?? sent)
            .map { response in (response: response, links: LinkHeader(response.header("link"))) }
            .handleEvents(
                receiveSubscription: { _ in
                    started.withLock { $0 = now() }
                    events?(.started(url: url))
                },
                receiveOutput: { response, links in
                    events?(
                        .finished(
                            RequestEvent(
                                url: url, status: response.source == .revalidated ? 304 : response.status, rateLimit: RateLimit(response),
                                duration: now().timeIntervalSince(started.withLock { $0 }), fromCache: response.source != .network,
                                httpVersion: response.httpVersion, reusedConnection: response.reusedConnection,
                                lastPage: links?.last.flatMap(LinkHeader.pageNumber(of:)), confirmedAt: response.source.confirmedAt
                            )))
                }
            )
            .eraseToAnyPublisher()
    }
}
