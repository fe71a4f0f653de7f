import Reactive

/// A subscriber that records every event it gets, for tests that assert a whole history.
///
/// It asks for `initialDemand` when subscribed and returns `demandPerValue` for each value.
public final class TrackingSubscriber<Input: Sendable, Failure: Error>: Subscriber {
    /// One recorded event.
    public enum Event: CustomStringConvertible {
        /// A subscription arrived.
        case subscription
        /// A value arrived.
        case value(Input)
        /// The stream completed.
        case completion(Subscribers.Completion<Failure>)

        /// A compact form for failure messages.
        public var description: String {
            switch self {
            case .subscription: return "subscription"
            case .value(let value): return "value(\(value))"
            case .completion(.finished): return "finished"
            case .completion(.failure(let error)): return "failure(\(error))"
            }
        }
    }

    private struct State {
        var events: [Event] = []
        var subscriptions: [any Subscription] = []
    }

    private let state = Locked(State())
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: @Sendable (Input) -> Subscribers.Demand

    /// Creates a subscriber with its demand policy.
    public init(
        initialDemand: Subscribers.Demand = .unlimited,
        demandPerValue: @escaping @Sendable (Input) -> Subscribers.Demand = { _ in .none }
    ) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    /// Every event so far, in order.
    public var events: [Event] { state.withLock { $0.events } }
    /// The values so far.
    public var values: [Input] {
        events.compactMap { if case .value(let value) = $0 { return value } else { return nil } }
    }
    /// The compact history, e.g. `["subscription", "value(1)", "finished"]`.
    public var history: [String] { events.map(\.description) }
    /// The completions so far (more than one would be a contract breach).
    public var completions: [Subscribers.Completion<Failure>] {
        events.compactMap { if case .completion(let completion) = $0 { return completion } else { return nil } }
    }
    /// The first subscription received.
    public var subscription: (any Subscription)? { state.withLock { $0.subscriptions.first } }

    /// Records the subscription and asks for the initial demand (only for the first one).
    public func receive(subscription: any Subscription) {
        let first = state.withLock { state -> Bool in
            state.events.append(.subscription)
            state.subscriptions.append(subscription)
            return state.subscriptions.count == 1
        }
        if first, initialDemand > 0 { subscription.request(initialDemand) }
    }

    /// Records the value and returns the policy's demand.
    public func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { $0.events.append(.value(input)) }
        return demandPerValue(input)
    }

    /// Records the completion.
    public func receive(completion: Subscribers.Completion<Failure>) {
        state.withLock { $0.events.append(.completion(completion)) }
    }

    /// Asks the subscription for more.
    public func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

    /// Cancels the subscription.
    public func cancel() { subscription?.cancel() }
}
