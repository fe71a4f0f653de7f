import Reactive
import TestSupport
import Testing

@Suite struct ReduceTests {
    @Test func reduceAsksForEverythingAndSendsOneResultWhenUpstreamFinishesAndDemandExists() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.reduce(10, +).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(13)", "finished"])
    }

    @Test func reduceOfNothingSendsTheInitialResult() {
        let subscriber = TrackingSubscriber<String, Never>()
        Empty<String, Never>().reduce("start") { $0 + $1 }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(start)", "finished"])
    }

    @Test func aFailureDropsTheResult() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.reduce(0, +).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(4)))
        #expect(subscriber.history == ["subscription", "failure(TestError(4))"])
    }

    @Test func tryReduceCancelsUpstreamBeforeSendingTheThrownError() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryReduce(0) { total, value in
            if value == 0 { throw TestError(0) }
            return total + value
        }
        .subscribe(subscriber)
        upstream.send(1)
        upstream.send(0)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "failure(TestError(0))"])
        #expect(upstream.subscription.cancels == 1)
    }
}
