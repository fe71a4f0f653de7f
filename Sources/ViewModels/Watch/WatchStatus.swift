import Foundation
import Service

/// What a watch's status line says: when the next poll is, how many polls there were and how
/// many of them the server answered 304, and, while a feed cannot be reached, how long until it
/// is tried again.
public struct WatchStatus: Sendable, Equatable {
    /// When the next poll of any feed is due; nil before the first answer.
    public var nextPoll: Date?
    /// Polls answered, the first included.
    public var polls = 0
    /// Polls the server answered 304 (nothing new, no rate limit spent).
    public var unchanged = 0
    /// Seconds until a feed that failed is tried again; nil while every feed answers.
    public var reconnectingIn: Int?
    /// What the last failed poll failed with, until a poll answers again.
    public var trouble: GitHubError?
    /// Events that arrived while no watch ran, counted on the first poll of each feed a watch
    /// before this one showed and set once, when all of them have answered; nil until then, and
    /// when no feed was watched before.
    public var arrivedWhileAway: Int?
    /// Whether more events arrived between two polls than one poll reads
    /// (`Limit.eventsPerPoll`): some may not have been shown.
    public var mayHaveMissed = false

    /// A status before the first poll.
    public init() {}
}
