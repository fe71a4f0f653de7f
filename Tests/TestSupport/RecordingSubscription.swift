import Reactive

/// A subscription that records the demand asked of it and how often it was cancelled.
public final class RecordingSubscription: Subscription {
    private struct State {
        var requests: [Subscribers.Demand] = []
        var cancels = 0
    }

    private let state = Locked(State())

    /// Creates a subscription.
    public init() {}

    /// Every request, in order.
    public var requests: [Subscribers.Demand] { state.withLock { $0.requests } }
    /// How many times `cancel()` was called.
    public var cancels: Int { state.withLock { $0.cancels } }
    /// The sum of all requests.
    public var totalDemand: Subscribers.Demand { requests.reduce(.none, +) }

    /// Records `demand`.
    public func request(_ demand: Subscribers.Demand) { state.withLock { $0.requests.append(demand) } }
    /// Records the cancel.
    public func cancel() { state.withLock { $0.cancels += 1 } }
}
