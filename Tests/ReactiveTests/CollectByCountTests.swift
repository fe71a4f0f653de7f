import Reactive
import TestSupport
import Testing

@Suite struct CollectByCountTests {
    @Test func sendsFullArraysThenTheRestWhenUpstreamFinishes() {
        let subscriber = TrackingSubscriber<[Int], Never>()
        (1...5).publisher.collect(2).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value([1, 2])", "value([3, 4])", "value([5])", "finished"])
    }

    @Test func asksUpstreamForCountValuesPerArray() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<[Int], TestError>(initialDemand: .max(2)) { _ in .max(1) }
        upstream.collect(3).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.max(6)])
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        #expect(upstream.send(3) == .max(3))
    }

    @Test func aFailureDropsWhatWasGathered() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<[Int], TestError>()
        upstream.collect(3).subscribe(subscriber)
        _ = upstream.send(1)
        upstream.send(completion: .failure(TestError(2)))
        #expect(subscriber.history == ["subscription", "failure(TestError(2))"])
    }
}
