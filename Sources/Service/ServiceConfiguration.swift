import Foundation

/// Where and how the service talks to GitHub.
public struct ServiceConfiguration: Sendable {
    /// The API base, e.g. `https://api.github.com` or `https://ghe.example.com/api/v3`.
    public var baseURL: URL
    /// The token, if any.
    public var token: Token?
    /// The `User-Agent` header.
    public var userAgent: String
    /// How many remembered pages are revalidated at once unless the caller says otherwise, and
    /// so how many HTTP/1.1 connections the transport keeps to a host (HTTP/2 multiplexes them on
    /// one): a conditional request answered 304 costs no rate limit, and 32 stays well inside
    /// GitHub's 100 concurrent requests.
    public static let defaultRevalidations = 32

    /// Seconds without progress before a request times out.
    public var timeout: Double
    /// How many pages may be fetched at once.
    public var maxConcurrentPages: Int
    /// How many pages of a listing seen before may be revalidated at once, page 1 among them.
    public var maxRevalidations: Int

    /// How many pages are fetched at once unless the caller says otherwise: GitHub's guidance
    /// against many concurrent requests.
    public static let defaultConcurrentPages = 8

    /// Seconds without progress before a request is given up, unless the caller says otherwise.
    public static let defaultTimeout: Double = 30

    /// Creates a configuration.
    public init(
        baseURL: URL, token: Token?, userAgent: String, timeout: Double = defaultTimeout, maxConcurrentPages: Int = defaultConcurrentPages,
        maxRevalidations: Int = defaultRevalidations
    ) {
        self.baseURL = baseURL
        self.token = token
        self.userAgent = userAgent
        self.timeout = timeout
        self.maxConcurrentPages = maxConcurrentPages
        self.maxRevalidations = maxRevalidations
    }
}
