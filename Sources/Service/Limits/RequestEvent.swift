import Foundation

/// What happened to one request, for `--verbose`: the service reports, the CLI formats.
public struct RequestEvent: Equatable, Sendable {
    /// The URL requested (it never carries the token).
    public var url: URL
    /// The status, or nil when no response came.
    public var status: Int?
    /// The rate-limit figures of the response.
    public var rateLimit: RateLimit?
    /// Seconds from send to response.
    public var duration: Double
    /// Whether the answer came from the cache without the network.
    public var fromCache: Bool
    /// The protocol of the answer (`h2`, `http/1.1`), when it came over the network.
    public var httpVersion: String?
    /// Whether the answer came over a connection an earlier request opened.
    public var reusedConnection: Bool
    /// The number of the last page, when the answer's `Link` names one.
    public var lastPage: Int?
    /// When GitHub last confirmed the answer, when the cache gave it without a request
    /// (`--offline`, `--stale-ok`, `--cache-ttl`).
    public var confirmedAt: Date?

    /// Creates an event.
    public init(
        url: URL, status: Int?, rateLimit: RateLimit?, duration: Double, fromCache: Bool = false, httpVersion: String? = nil, reusedConnection: Bool = false,
        lastPage: Int? = nil, confirmedAt: Date? = nil
    ) {
        self.confirmedAt = confirmedAt
        self.url = url
        self.status = status
        self.rateLimit = rateLimit
        self.duration = duration
        self.fromCache = fromCache
        self.httpVersion = httpVersion
        self.reusedConnection = reusedConnection
        self.lastPage = lastPage
    }
}
