/// The publisher of `ObservableObject.objectWillChange`: sends `()` before each change, to the
/// subscribers that have asked, and never completes.
///
/// ```swift
/// let willChange = ObservableObjectPublisher()
/// let token = willChange.sink { print("about to change") }
/// willChange.send()
/// ```
public final class ObservableObjectPublisher: Publisher {
    /// Nothing but the fact of a change.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// Creates a publisher.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Tells every subscriber that the object is about to change.
    public func send() { subject.send(()) }
}
