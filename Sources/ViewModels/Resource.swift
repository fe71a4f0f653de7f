import Dispatch
import Service
import Reactive

/// View-model state loaded from one publisher: the value, whether it is loading, and the error if
/// it failed. It runs the loading pipeline: `receive(on:)` → `handleEvents` (loading off, error
/// captured) → `replaceError(with: empty)` → `assign(to: &$value)`.
@MainActor
public final class Resource<Value: Sendable>: ObservableObject {
    /// The loaded value; `empty` before loading and after a failure.
    @Published public private(set) var value: Value
    /// True from `load` until the publisher completes.
    @Published public private(set) var isLoading = false
    /// Why the last load failed, or nil.
    @Published public private(set) var error: GitHubError?

    private let empty: Value
    /// The running load's upstream subscription, for `cancel`.
    private let upstream = Locked<(any Subscription)?>(nil)

    /// Creates the state. Results are delivered on the main queue, whose work runs on the main
    /// actor, so the view model's state is only ever touched there.
    public init(empty: Value) {
        value = empty
        self.empty = empty
    }

    /// Publishes its loading state and its error as a view model's own, the one way every view
    /// model built on a resource shows them.
    public func publish(isLoading: inout Published<Bool>.Publisher, error: inout Published<GitHubError?>.Publisher) {
        $isLoading.assign(to: &isLoading)
        $error.assign(to: &error)
    }

    /// Loads from `publisher` and returns when it has completed or been cancelled (by `cancel`
    /// or by cancelling the task that awaits it).
    public func load(_ publisher: AnyPublisher<Value, GitHubError>) async {
        isLoading = true
        error = nil
        let delivered = Locked(false)
        let upstream = self.upstream
        publisher
            .handleEvents(receiveSubscription: { subscription in upstream.withLock { $0 = subscription } })
            .receive(on: DispatchQueue.main)
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
                }
            )
            .replaceError(with: empty)
            .assign(to: &$value)
        await $isLoading.untilFalse { [weak self] in self?.cancel() }
    }

    /// Cancels a load in flight: its upstream subscription (and so its requests) is cancelled,
    /// and the value stays as it was.
    public func cancel() {
        let subscription = upstream.withLock { current -> (any Subscription)? in
            defer { current = nil }
            return current
        }
        subscription?.cancel()
        isLoading = false
    }
}
