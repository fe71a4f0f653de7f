/// An observable property: reading and writing it is plain, and `$property` is a publisher of its
/// values, which a pipeline can feed with `assign(to: &$property)`. In an `ObservableObject`,
/// every write first fires the object's `objectWillChange`, as in Combine.
///
/// As in Combine, the `$property` publisher sends in the property's `willSet`: `objectWillChange`
/// fires first, then `$property` sends the new value while the property still reads the old one,
/// then the new value is stored. One difference, on purpose: the storage is a thread-safe
/// reference, so a pipeline delivering on any thread may write it.
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

    /// Creates the property with its first value, as Combine's `Published(initialValue:)`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value; setting it publishes it.
    public var wrappedValue: Value {
        get { storage.stored.withLock { $0 } }
        nonmutating set { storage.set(newValue) }
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

/// The shared storage of a `Published` property and the one pipeline assigned to it: the value
/// the property reads, and the subject its publisher sends from.
final class PublishedStorage<Value: Sendable>: Sendable {
    let subject: CurrentValueSubject<Value, Never>
    let stored: Locked<Value>
    let assignment = Locked<AnyCancellable?>(nil)
    let willChange = WillChangeSlot()

    init(_ value: Value) {
        subject = CurrentValueSubject(value)
        stored = Locked(value)
    }

    /// Combine's `willSet` order: the object will change, the publisher sends the new value (the
    /// property still reads the old one), then the value is stored.
    func set(_ value: Value) {
        willChange.send()
        subject.value = value
        stored.withLock { $0 = value }
    }
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
        // Weak: the storage holds the pipeline, which must not hold the storage back.
        let token = sink { [weak storage] value in storage?.set(value) }
        let previous = storage.assignment.withLock { slot -> AnyCancellable? in
            defer { slot = token }
            return slot
        }
        previous?.cancel()
    }
}
