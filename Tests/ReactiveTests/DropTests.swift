import Reactive
import TestSupport
import Testing

@Suite struct DropTests {
    @Test func dropFirstOmitsTheFirstValuesThenPassesTheRestThrough() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2, 3, 4, 5].publisher.dropFirst(3).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(4)", "value(5)", "finished"])
    }

    @Test func theCountIsAskedOfUpstreamWithTheFirstDemandInOneRequest() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        upstream.dropFirst(2).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.max(3)])
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        upstream.send(3)
        subscriber.request(.max(4))
        #expect(upstream.subscription.requests == [.max(3), .max(4)])
        #expect(subscriber.history == ["subscription", "value(3)"])
    }

    @Test func upstreamIsAskedForTheCountEvenWithoutDemand() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.dropFirst(2).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.max(2)])
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func dropFirstDefaultsToOne() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2].publisher.dropFirst().subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(2)", "finished"])
    }
}
