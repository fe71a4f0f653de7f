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

    /// "at 14:05 (in 23 min)", local time, relative to `now`.
    public static func describeReset(_ reset: Date, now: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: reset)
        let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        let seconds = max(0, reset.timeIntervalSince(now))
        let wait: String
        if seconds < 60 {
            wait = "\(Int(seconds.rounded(.up))) s"
        } else if seconds < 3600 * 2 {
            wait = "\(Int((seconds / 60).rounded(.up))) min"
        } else if seconds < 86_400 * 2 {
            wait = "\(Int((seconds / 3600).rounded())) h"
        } else {
            wait = "\(Int((seconds / 86_400).rounded())) days"
        }
        return "at \(clock) (in \(wait))"
    }

    /// Seconds without a trailing `.0`.
    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
