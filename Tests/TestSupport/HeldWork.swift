import Reactive

/// Work that answers when a test says so: each publisher it makes counts its start (its first
/// demand) and its cancel, and answers one value and the end when `answer()` reaches it, oldest
/// started first. A request, an upstream or a tree listing under a contract is one of these.
public final class HeldWork<Value: Sendable, Failure: Error>: Sendable {
    private struct State {
        var waiting: [@Sendable () -> Void] = []
        var started = 0
        var cancelled = 0
    }

    private let state = Locked(State())

    /// No work yet.
    public init() {}

    /// How many of its publishers have been asked for their value.
    public var started: Int { state.withLock { $0.started } }
    /// How many of its publishers have been cancelled.
    public var cancelled: Int { state.withLock { $0.cancelled } }

    /// A publisher that waits, once asked, until `answer()` lets it send `value()` and finish.
    public func publisher(_ value: @escaping @Sendable () -> Value) -> AnyPublisher<Value, Failure> {
        let subject = PassthroughSubject<Value, Failure>()
        let begun = Locked(false)
        return subject.handleEvents(
            receiveCancel: { [state] in state.withLock { $0.cancelled += 1 } },
            receiveRequest: { [state] _ in
                let first = begun.withLock { begun -> Bool in
                    defer { begun = true }
                    return !begun
                }
                guard first else { return }
                state.withLock { state in
                    state.started += 1
                    state.waiting.append {
                        subject.send(value())
                        subject.send(completion: .finished)
                    }
                }
            }
        ).eraseToAnyPublisher()
    }

    /// Lets the oldest started publisher not yet answered send its value and finish; false when
    /// none waits.
    @discardableResult
    public func answer() -> Bool {
        let next = state.withLock { state -> (@Sendable () -> Void)? in state.waiting.isEmpty ? nil : state.waiting.removeFirst() }
        next?()
        return next != nil
    }
}
