import Reactive
import TestSupport
import Testing

@Suite struct ShareTests {
    @Test func everySubscriberSharesOneUpstreamSubscription() {
        let subscriptions = Locked(0)
        let upstream = PassthroughSubject<Int, Never>()
        let shared = upstream.handleEvents(receiveSubscription: { _ in subscriptions.withLock { $0 += 1 } }).share()
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        shared.subscribe(first)
        upstream.send(1)
        shared.subscribe(second)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(subscriptions.withLock { $0 } == 1)
        #expect(first.history == ["subscription", "value(1)", "value(2)", "finished"])
        #expect(second.history == ["subscription", "value(2)", "finished"])
    }

    @Test func theLastCancelEndsTheUpstreamSubscriptionAndTheNextSubscriberConnectsAgain() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.share()
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        shared.subscribe(first)
        shared.subscribe(second)
        first.cancel()
        #expect(upstream.subscription.cancels == 0)
        second.cancel()
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func aShareIsEqualOnlyToItself() {
        let upstream = Just(1)
        let shared = upstream.share()
        #expect(shared == shared)
        #expect(shared != upstream.share())
    }

    @Test func multicastSubscribesUpstreamOnlyOnConnect() {
        let upstream = ManualPublisher<Int, Never>()
        let multicast = upstream.multicast { PassthroughSubject() }
        let subscriber = TrackingSubscriber<Int, Never>()
        multicast.subscribe(subscriber)
        #expect(upstream.subscription.requests.isEmpty)
        let connection = multicast.connect()
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(7)
        connection.cancel()
        #expect(upstream.subscription.cancels == 1)
        #expect(subscriber.history == ["subscription", "value(7)"])
    }
}
