import Foundation

/// What happened to one request, for `--verbose`: the service reports, the CLI formats.
public struct RequestEvent: Sendable {
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

    /// Creates an event.
    public init(url: URL, status: Int?, rateLimit: RateLimit?, duration: Double, fromCache: Bool = false) {
        self.url = url
        self.status = status
        self.rateLimit = rateLimit
        self.duration = duration
        self.fromCache = fromCache
    }
}
