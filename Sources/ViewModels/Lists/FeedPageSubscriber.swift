import Reactive
import Service

/// A `ListingFeed`'s subscriber: receives pages where the feed lives (the main actor) and holds
/// the subscription, so the feed can ask for more and cancel.
final class FeedPageSubscriber<Item: Sendable>: Subscriber, Cancellable {
    typealias Input = Page<Item>
    typealias Failure = GitHubError

    private weak let feed: ListingFeed<Item>?
    private let initialDemand: Subscribers.Demand
    private let subscription = Locked<(any Subscription)?>(nil)

    init(feed: ListingFeed<Item>, initialDemand: Subscribers.Demand) {
        self.feed = feed
        self.initialDemand = initialDemand
    }

    func receive(subscription: any Subscription) {
        self.subscription.withLock { $0 = subscription }
        subscription.request(initialDemand)
    }

    func receive(_ input: Page<Item>) -> Subscribers.Demand {
        // receive(on:) delivered this on the main queue or a test's scheduler on the main actor.
        MainActor.assumeIsolated { feed?.receive(input, from: self) }
        return .none
    }

    func receive(completion: Subscribers.Completion<GitHubError>) {
        MainActor.assumeIsolated { feed?.receive(completion, from: self) }
        subscription.withLock { $0 = nil }
    }

    func request(_ demand: Subscribers.Demand) {
        subscription.withLock { $0 }?.request(demand)
    }

    func cancel() {
        let held = subscription.withLock { slot -> (any Subscription)? in
            defer { slot = nil }
            return slot
        }
        held?.cancel()
    }
}
