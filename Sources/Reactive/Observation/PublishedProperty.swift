/// What `ObservableObject` needs of a `@Published` property it finds by reflection: the slot
/// that holds the object's `objectWillChange` publisher.
protocol PublishedProperty {
    var willChange: WillChangeSlot { get }
}

/// Where a `@Published` property keeps its object's `objectWillChange` publisher, once an
/// observer has asked for it: set once, then only read.
final class WillChangeSlot: Sendable {
    private let publisher = Locked<ObservableObjectPublisher?>(nil)

    init() {}

    /// The publisher here, or `candidate` stored and returned when there is none yet.
    func installIfAbsent(_ candidate: ObservableObjectPublisher) -> ObservableObjectPublisher {
        publisher.withLock { slot in
            if let slot { return slot }
            slot = candidate
            return candidate
        }
    }

    /// Tells the object's observers, if any, that it is about to change.
    func send() {
        publisher.withLock { $0 }?.send()
    }
}
