import Reactive

/// What a port's closures record, in order: Combine's closures may mutate a local `var`, but here
/// `sink`'s closures are `@Sendable` (Swift 6), so a port's local log is this box instead.
final class EventLog<Element: Sendable>: Sendable {
    private let items = Locked<[Element]>([])

    init() {}

    func append(_ item: Element) { items.withLock { $0.append(item) } }

    var all: [Element] { items.withLock { $0 } }
}
