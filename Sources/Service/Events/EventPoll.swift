import Foundation
import Models

/// One poll of a feed as the service hands it up: the newest page of events (newest first) with
/// GitHub's bytes of each, whether the server said nothing changed (a 304, which costs no rate
/// limit), and how long it asked the next poll to wait.
public struct EventPoll: Sendable {
    /// The events on the page, newest first, at most `Limit.eventsPerPoll`.
    public let events: [Event]
    /// GitHub's object of each of `events`, byte for byte.
    public let documents: [Data]
    /// True when the server answered 304: the page is the one held, unchanged.
    public let unchanged: Bool
    /// The seconds `X-Poll-Interval` asked for, when the server sent it.
    public let pollInterval: Int?

    /// Creates a poll's answer.
    public init(events: [Event], documents: [Data], unchanged: Bool, pollInterval: Int?) {
        (self.events, self.documents, self.unchanged, self.pollInterval) = (events, documents, unchanged, pollInterval)
    }
}
