import Dispatch
import Service
import Reactive

/// View-model state loaded from one publisher: the value, whether it is loading, and the error if
/// it failed. It runs the card's pipeline: `receive(on:)` → `handleEvents` (loading off, error
/// captured) → `replaceError(with: empty)` → `assign(to: &$value)`.
@MainActor
public final class Resource<Value: Sendable> {
    /// The loaded value; `empty` before loading and after a failure.
    @Published public private(set) var value: Value
    /// True from `load` until the publisher completes.
    @Published public private(set) var isLoading = false
    /// Why the last load failed, or nil.
    @Published public private(set) var error: GitHubError?

    private let empty: Value
    private let queue: DispatchQueue

    /// Creates the state, delivering on `queue` (the main queue, whose work runs on the main actor).
    public init(empty: Value, queue: DispatchQueue = .main) {
        value = empty
        self.empty = empty
        self.queue = queue
    }

    /// Loads from `publisher` and returns when it has completed (or was cancelled).
    public func load(_ publisher: AnyPublisher<Value, GitHubError>) async {
        isLoading = true
        error = nil
        let delivered = Locked(false)
        publisher
            .receive(on: queue)
            .handleEvents(
                receiveOutput: { _ in delivered.withLock { $0 = true } },
                receiveCompletion: { [weak self] completion in
                    // receive(on: the main queue) delivered this; the main queue is the main actor's.
                    MainActor.assumeIsolated {
                        switch completion {
                        case .failure(let failure): self?.error = failure
                        // An empty result must never pass for a complete one.
                        case .finished where !delivered.withLock({ $0 }): self?.error = .noResult
                        case .finished: break
                        }
                        self?.isLoading = false
                    }
                },
                receiveCancel: { [weak self] in
                    DispatchQueue.main.async { MainActor.assumeIsolated { self?.isLoading = false } }
                }
            )
            .replaceError(with: empty)
            .assign(to: &$value)
        for await loading in $isLoading.values where !loading { break }
    }

    /// Cancels a load in flight (its requests are cancelled too); the value stays as it was.
    public func cancel() {
        Empty<Value, Never>(completeImmediately: false).assign(to: &$value)
    }
}
