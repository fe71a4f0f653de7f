import Foundation
import JSON

/// A page of events fetched for its bytes alone: the fetcher's fast reading takes it as it is, and
/// `eventPoll` finds each object and its id with `JSONScanner`, leaving the decoding of an event
/// to the one who wants it (`EventPoll.event(at:)`).
struct EventPageBytes: ScannedDecodable, Sendable {
    /// Nothing is read here: the page's bytes travel beside this value.
    static func scanned(_ bytes: Data) -> EventPageBytes? { EventPageBytes() }

    init() {}

    /// Nothing is read here either; what the page holds is checked where it is scanned.
    init(from decoder: any Decoder) throws {}
}
