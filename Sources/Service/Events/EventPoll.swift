import Foundation
import Models

/// One poll of a feed as the service hands it up: the newest page of events (newest first) as
/// GitHub's bytes of each with its id, whether the server said nothing changed (a 304, which costs
/// no rate limit), and how long it asked the next poll to wait. An event is decoded only when
/// asked for (`event(at:)`): a watch asks for the few it has not shown, so a poll with nothing
/// new decodes nothing (a third of an idle watch's CPU was decoding pages it had seen, profiled).
public struct EventPoll: Sendable {
    /// Each event's id, newest first, at most `Limit.eventsPerPoll`.
    public let ids: [String]
    /// GitHub's object of each event, byte for byte, in the order of `ids`.
    public let documents: [Data]
    /// True when the server answered 304: the page is the one the cache holds, unchanged.
    public let unchanged: Bool
    /// The seconds `X-Poll-Interval` asked for, when the server sent it.
    public let pollInterval: Int?

    /// Creates a poll's answer.
    public init(ids: [String], documents: [Data], unchanged: Bool, pollInterval: Int?) {
        (self.ids, self.documents, self.unchanged, self.pollInterval) = (ids, documents, unchanged, pollInterval)
    }

    /// Event `index`, decoded; nil when its object is not an event `Event` can read.
    public func event(at index: Int) -> Event? {
        guard documents.indices.contains(index) else { return nil }
        return try? GitHubJSON.decoder().decode(Event.self, from: documents[index])
    }
}
