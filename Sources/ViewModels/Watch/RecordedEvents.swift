import Service

/// What a look that always starts from the feed's newest events remembers: it reads nothing, so
/// browse's Activity shows the feed as it stands however much of it was seen before, and records
/// what it shows, so the repository list's marks and the next `repos watch` count it as seen.
public struct RecordedEvents: EventMemory {
    private let memory: any EventMemory

    /// Records into `memory` and never reads it.
    public init(memory: any EventMemory) { self.memory = memory }

    /// Nothing was seen: the look starts from the feed's newest events.
    public func lastSeen(_ feed: EventFeed) -> String? { nil }

    /// Records that `feed`'s events up to `id` were shown.
    public func record(_ id: String, of feed: EventFeed) { memory.record(id, of: feed) }
}
