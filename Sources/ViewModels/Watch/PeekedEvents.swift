import Service

/// What a watch that only looks remembers: it reads where the user last looked, and records
/// nothing, so marking what is new (browse's repository list) does not count as having seen it.
public struct PeekedEvents: EventMemory {
    private let memory: (any EventMemory)?

    /// Reads `memory` (nil: nothing was seen) and never writes it.
    public init(memory: (any EventMemory)?) { self.memory = memory }

    /// Where the user last looked.
    public func lastSeen(_ feed: EventFeed) -> String? { memory?.lastSeen(feed) }

    /// Looking is not seeing: nothing is recorded.
    public func record(_ id: String, of feed: EventFeed) {}
}
