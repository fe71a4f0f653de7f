import Reactive

/// A subscriber that holds its subscription until the stream ends and then lets go of it, as
/// `sink` does (and OpenCombine's `CleaningUpSubscriber`): what `OperatorContract` uses to show
/// that an operator keeping its downstream for life still leaks nothing.
final class LettingGoSubscriber<Input, Failure: Error>: Subscriber {
    private let held = Locked<(any Subscription)?>(nil)

    /// The subscription while held.
    var subscription: (any Subscription)? { held.withLock { $0 } }

    /// Keeps the subscription and asks for everything, so an operator that waits for demand
    /// (`reduce`, `collect`) still gets to send its completion.
    func receive(subscription: any Subscription) {
        held.withLock { $0 = subscription }
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        // Taken out of the lock, so it is released (and any deinit runs) after unlocking.
        let subscription = held.withLock { held in
            defer { held = nil }
            return held
        }
        withExtendedLifetime(subscription) {}
    }

    /// Cancels the subscription and lets go of it, as `sink` does when its cancellable goes.
    func cancelAndLetGo() {
        let subscription = held.withLock { held in
            defer { held = nil }
            return held
        }
        subscription?.cancel()
    }
}
