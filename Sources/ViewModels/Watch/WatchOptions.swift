import Foundation
import Service

/// What a watch was asked: its feeds, what it shows first of a feed it has not watched before,
/// and the slowest pace the user wants (`--interval`).
public struct WatchOptions: Sendable, Equatable {
    /// The feeds, in the order named.
    public var feeds: [EventFeed]
    /// Of a feed not watched before, the events created since then are shown first; nil: the
    /// newest `latest`.
    public var since: Date?
    /// How many of a new feed's newest events are shown first when `since` is nil.
    public var latest: Int
    /// Seconds between polls at least (`--interval`): it may only slow the server's pace.
    public var interval: Double?

    /// The options.
    public init(feeds: [EventFeed], since: Date? = nil, latest: Int = WatchOptions.defaultLatest, interval: Double? = nil) {
        (self.feeds, self.since, self.latest, self.interval) = (feeds, since, latest, interval)
    }

    /// How many of a feed's newest events a first watch shows, unless asked otherwise.
    public static let defaultLatest = 20
}
