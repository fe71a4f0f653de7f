import Foundation

/// The rate-limit figures GitHub sends on each response (`x-ratelimit-*`).
public struct RateLimit: Equatable, Sendable {
    /// Requests allowed per hour.
    public var limit: Int?
    /// Requests left this hour.
    public var remaining: Int?
    /// When the quota refills.
    public var reset: Date?
    /// Which quota (`core`, `search`, …).
    public var resource: String?

    /// Reads the figures from `response`'s headers; nil when it carries none.
    public init?(_ response: HTTPResponse) {
        limit = response.header("x-ratelimit-limit").flatMap { Int($0) }
        remaining = response.header("x-ratelimit-remaining").flatMap { Int($0) }
        reset = response.header("x-ratelimit-reset").flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
        resource = response.header("x-ratelimit-resource")
        if limit == nil, remaining == nil, reset == nil { return nil }
    }
}
