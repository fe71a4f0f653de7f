import Dispatch
import Foundation
import JSON
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
    /// The run's one rate-limit budget: every request waits here for its turn.
    let budget: RateBudget
    /// Attempts failed one after another across the run, none succeeding between.
    let streak: FailureStreak

    /// A fetcher over `transport`, its requests' failures and rate limit the run's own.
    init(
        configuration: ServiceConfiguration, transport: any HTTPTransport, retry: RetryPolicy, clock: ServiceClock, events: (@Sendable (ServiceEvent) -> Void)?
    ) {
        self.configuration = configuration
        self.transport = transport
        self.retry = retry
        self.clock = clock
        self.events = events
        budget = RateBudget(clock: clock, policy: retry, events: events)
        streak = FailureStreak(bound: retry.maxFailuresInARow)
    }

    /// One response: what its body decoded to (a page of a listing, or one object), GitHub's
    /// bytes it was decoded from, its links and where it came from.
    struct Response<Body: Sendable>: Sendable {
        let body: Body
        let bytes: Data
        let links: LinkHeader
        let source: ResponseSource
        /// The seconds `X-Poll-Interval` asked a poller to wait (an events feed's), if sent.
        var pollInterval: Int? = nil
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

    /// Whether the transport keeps an answer for `url` it will revalidate (a conditional request).
    func remembers(_ url: URL) -> Bool {
        guard case .success(let request) = request(for: url) else { return false }
        return transport.remembers(request)
    }

    /// Fetches `url` and decodes its body as `Body`, retrying transient failures. With `gate`,
    /// each attempt's request waits for one of its permits, held until the answer is in.
    func fetch<Body: Decodable & Sendable>(_ url: URL, as type: Body.Type, endpoint: String, gate: RequestGate? = nil) -> AnyPublisher<
        Response<Body>, GitHubError
    > {
        // The request belongs to the round under way when it is first tried.
        Deferred { [self] in attempt(1, url: url, endpoint: endpoint, gate: gate, round: streak.currentRound(), waited: false) }.eraseToAnyPublisher()
    }

    private func attempt<Body: Decodable & Sendable>(_ number: Int, url: URL, endpoint: String, gate: RequestGate?, round: Int, waited: Bool) -> AnyPublisher<
        Response<Body>, GitHubError
    > {
        let retry = self.retry
        let events = self.events
        let clock = self.clock
        let streak = self.streak
        return once(url, endpoint: endpoint, gate: gate, round: round)
            .catch { error -> AnyPublisher<Response<Body>, GitHubError> in
                let inARow = Self.isTransient(error) ? streak.failures(in: round) : 0
                guard let wait = retry.wait(after: error, attempt: number, failuresInARow: inARow, waitedForALimit: waited, now: clock.now()) else {
                    // A timeout says how many times it was tried, so its seconds are not misread.
                    if case .timeout(let seconds, _) = error, number > 1 {
                        return Fail(error: .timeout(seconds: seconds, attempts: number)).eraseToAnyPublisher()
                    }
                    return Fail(error: error).eraseToAnyPublisher()
                }
                switch wait {
                case .rateLimit, .slowDown:
                    // The run's budget took in the refusal: every request, this one included,
                    // waits there for the reset or the pause, announced once.
                    return self.attempt(number + 1, url: url, endpoint: endpoint, gate: gate, round: round, waited: true)
                case .backoff: events?(wait.event(url: url, error: error))
                }
                return clock.wait(wait.seconds)
                    .setFailureType(to: GitHubError.self)
                    .flatMap { self.attempt(number + 1, url: url, endpoint: endpoint, gate: gate, round: round, waited: waited) }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// Counts `response` on the run's streak: an answer is progress; a 5xx is a failure; anything
    /// else (a refusal, a 404) is neither.
    private static func count(_ response: HTTPResponse, in round: Int, on streak: FailureStreak) {
        if response.status < 400 { return streak.succeeded(in: round) }
        guard response.status >= 500, case .failure(let error) = ResponseInterpreter.body(of: response, endpoint: response.url.path) else { return }
        streak.failed(error, in: round)
    }

    /// Whether `error` is one a request fails with for a while (a 5xx, the network, a timeout):
    /// what counts against the run's failures in a row.
    private static func isTransient(_ error: GitHubError) -> Bool {
        switch error {
        case .server, .network, .unreachable, .timeout: true
        default: false
        }
    }

    /// One try: the loading pipeline of `send` (reported) → tryMap → decode → mapError. The body
    /// and its links travel in the values, from the response to the page.
    private func once<Body: Decodable & Sendable>(_ url: URL, endpoint: String, gate: RequestGate?, round: Int) -> AnyPublisher<
        Response<Body>, GitHubError
    > {
        send(url, gate: gate, round: round)
            .tryMap { response, links -> (body: Data, links: LinkHeader, source: ResponseSource, pollInterval: Int?) in
                let body = try ResponseInterpreter.body(of: response, endpoint: endpoint).get()
                guard let links else {
                    throw GitHubError.undecodable(endpoint: endpoint, path: "", reason: "malformed Link header")
                }
                let pollInterval = response.header("x-poll-interval").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                return (body, links, response.source, pollInterval)
            }
            .mapToGitHubError(endpoint: endpoint)
            .receive(on: Self.decodeQueue)
            .flatMap(maxPublishers: .max(1)) { page -> AnyPublisher<Response<Body>, GitHubError> in
                // A type with a plain fast reading is read so first; the decoder reads the rest.
                if let scanned = (Body.self as? any ScannedDecodable.Type)?.scanned(page.body) as? Body {
                    return Just(Response(body: scanned, bytes: page.body, links: page.links, source: page.source, pollInterval: page.pollInterval))
                        .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                return Just(page.body)
                    .decode(type: Body.self, decoder: GitHubJSON.decoder())
                    .map { decoded in Response(body: decoded, bytes: page.body, links: page.links, source: page.source, pollInterval: page.pollInterval) }
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
                throw GitHubError.outputClosed
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
    private func send(_ url: URL, gate: RequestGate? = nil, round: Int? = nil, adjust: (inout HTTPRequest) -> Void = { _ in }) -> AnyPublisher<
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
        let budget = self.budget
        // The budget admits the request and reads its answer's limits before it is let go.
        let transport = self.transport
        let streak = self.streak
        let prepared = request
        let sent = budget.admitted(
            Deferred { () -> AnyPublisher<HTTPResponse, GitHubError> in
                // Checked as the request leaves, after the gate and the budget let it go: once
                // its round has given up, nothing more of it is sent, a page's first try included.
                let round = round ?? streak.currentRound()
                if let given = streak.stopped(round) { return Fail(error: given).eraseToAnyPublisher() }
                // Counted as the answer arrives, before the gate lets the next request go.
                return transport.send(prepared)
                    .handleEvents(
                        receiveOutput: { response in
                            budget.record(response)
                            Self.count(response, in: round, on: streak)
                        },
                        receiveCompletion: { completion in
                            guard case .failure(let error) = completion, Self.isTransient(error) else { return }
                            streak.failed(error, in: round)
                        }
                    )
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher())
        return (gate.map { $0.admitted(sent) } ?? sent)
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
