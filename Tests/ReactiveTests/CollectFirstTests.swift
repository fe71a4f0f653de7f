import Reactive
import TestSupport
import Testing

@Suite struct CollectFirstTests {
    @Test func collectSendsOneArrayWhenUpstreamFinishesAndDemandExists() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<[Int], Never>(initialDemand: .none)
        upstream.collect().subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value([1, 2])", "finished"])
    }

    @Test func collectDropsValuesOnFailure() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<[Int], TestError>()
        upstream.collect().subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(3)))
        #expect(subscriber.history == ["subscription", "failure(TestError(3))"])
    }

    @Test func firstTakesOneValueAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.first(where: { $0 > 1 }).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        #expect(subscriber.history == ["subscription", "value(2)", "finished"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func firstOfEmptyJustFinishes() {
        let subscriber = TrackingSubscriber<Int, Never>()
        Empty<Int, Never>().first().subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "finished"])
    }
}
