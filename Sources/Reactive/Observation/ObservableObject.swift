/// An object whose changes can be watched: `objectWillChange` sends before any of its
/// `@Published` properties changes, as in Combine, so a view can mark itself stale and redraw once
/// the change is made (on its next frame, not inside the setter).
///
/// A class that declares `@Published` properties gets `objectWillChange` for free: on first use
/// it finds those properties by reflection and joins them to one publisher, as Combine does.
///
/// ```swift
/// @MainActor final class Counter: ObservableObject {
///     @Published var count = 0
/// }
/// let counter = Counter()
/// let token = counter.objectWillChange.sink { print("will change from", counter.count) }
/// counter.count += 1   // will change from 0
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher that sends before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// Sends before any `@Published` property of the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by every `@Published` property of this object (its own class's and
    /// its superclasses'); an object without one gets a publisher that never sends.
    public var objectWillChange: ObservableObjectPublisher {
        var mirror: Mirror? = Mirror(reflecting: self)
        var properties: [any PublishedProperty] = []
        while let current = mirror {
            properties += current.children.compactMap { $0.value as? any PublishedProperty }
            mirror = current.superclassMirror
        }
        guard let first = properties.first else { return ObservableObjectPublisher() }
        let shared = first.willChange.installIfAbsent(ObservableObjectPublisher())
        for property in properties.dropFirst() { _ = property.willChange.installIfAbsent(shared) }
        return shared
    }
}
