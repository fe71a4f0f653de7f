import Foundation

/// Where and how the service talks to GitHub.
public struct ServiceConfiguration: Sendable {
    /// The API base, e.g. `https://api.github.com` or `https://ghe.example.com/api/v3`.
    public var baseURL: URL
    /// The token, if any.
    public var token: Token?
    /// The `User-Agent` header.
    public var userAgent: String
    /// Seconds without progress before a request times out.
    public var timeout: Double
    /// How many pages may be fetched at once.
    public var maxConcurrentPages: Int

    /// How many pages are fetched at once unless the caller says otherwise, and how many
    /// connections the transport keeps: GitHub's guidance against many concurrent requests.
    public static let defaultConcurrentPages = 8

    /// Seconds without progress before a request is given up, unless the caller says otherwise.
    public static let defaultTimeout: Double = 30

    /// Creates a configuration.
    public init(baseURL: URL, token: Token?, userAgent: String, timeout: Double = defaultTimeout, maxConcurrentPages: Int = defaultConcurrentPages) {
        self.baseURL = baseURL
        self.token = token
        self.userAgent = userAgent
        self.timeout = timeout
        self.maxConcurrentPages = maxConcurrentPages
    }
}
