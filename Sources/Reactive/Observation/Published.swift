/// An observable property: reading and writing it is plain, and `$property` is a publisher of its
/// values, which a pipeline can feed with `assign(to: &$property)`. In an `ObservableObject`,
/// every write first fires the object's `objectWillChange`, as in Combine.
///
/// Differences from Combine's, on purpose: the `$property` publisher sends a value after it is
/// stored (Combine sends on `willSet`), so a subscriber that reads the property sees the new value;
/// and the storage is a thread-safe reference, so a pipeline delivering on any thread may write it.
///
/// ```swift
/// @MainActor final class ViewModel {
///     @Published var names: [String] = []
///     func load(_ source: some Publisher<[String], Never>) { source.assign(to: &$names) }
/// }
/// ```
@propertyWrapper
public struct Published<Value: Sendable>: Sendable, PublishedProperty {
    private let storage: PublishedStorage<Value>

    /// Creates the property with its first value.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// The current value; setting it publishes it.
    public var wrappedValue: Value {
        get { storage.subject.value }
        nonmutating set {
            storage.willChange.send()
            storage.subject.value = newValue
        }
    }

    var willChange: WillChangeSlot { storage.willChange }

    /// The publisher of this property's values (`$property`).
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        // The setter exists so that `&$property` is an inout argument; the storage is shared.
        set {}
    }

    /// Sends the current value to each new subscriber, then every later value; never completes.
    public struct Publisher: Reactive.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never

        fileprivate let storage: PublishedStorage<Value>

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }
}

/// The shared storage of a `Published` property and the one pipeline assigned to it.
final class PublishedStorage<Value: Sendable>: Sendable {
    let subject: CurrentValueSubject<Value, Never>
    let assignment = Locked<AnyCancellable?>(nil)
    let willChange = WillChangeSlot()

    init(_ value: Value) { subject = CurrentValueSubject(value) }
}

extension Publisher where Failure == Never, Output: Sendable {
    /// Writes every value to a `@Published` property for as long as the property lives; assigning
    /// a new pipeline to the same property cancels the previous one.
    ///
    /// ```swift
    /// service.names().replaceError(with: []).assign(to: &$names)
    /// ```
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let subject = storage.subject
        let willChange = storage.willChange
        let token = sink { value in
            willChange.send()
            subject.value = value
        }
        let previous = storage.assignment.withLock { slot -> AnyCancellable? in
            defer { slot = token }
            return slot
        }
        previous?.cancel()
    }
}
