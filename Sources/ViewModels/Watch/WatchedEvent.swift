import Foundation
import Models
import Service

/// One event a watch has shown or will show: the event, GitHub's object of it, the feed it came
/// from, and its place in the order the watch showed them (`sequence`, from 1), by which a view
/// knows what it has already written.
public struct WatchedEvent: Sendable, Equatable {
    /// Its place in the watch's order, from 1: every later one is larger.
    public let sequence: Int
    /// The event, decoded.
    public let event: Event
    /// GitHub's object of it, byte for byte.
    public let document: Data
    /// The feed that brought it.
    public let feed: EventFeed

    /// Creates a watched event.
    public init(sequence: Int, event: Event, document: Data, feed: EventFeed) {
        (self.sequence, self.event, self.document, self.feed) = (sequence, event, document, feed)
    }
}
