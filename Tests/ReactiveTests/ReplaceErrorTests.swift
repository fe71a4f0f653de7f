import Reactive
import TestSupport
import Testing

@Suite struct ReplaceErrorTests {
    @Test func failureWithDemandBecomesValueThenFinished() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        upstream.replaceError(with: -1).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError()))
        #expect(subscriber.history == ["subscription", "value(1)", "value(-1)", "finished"])
    }

    @Test func failureWithoutDemandWaitsForTheNextRequest() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        upstream.replaceError(with: -1).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError()))
        #expect(subscriber.history == ["subscription", "value(1)"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(1)", "value(-1)", "finished"])
        #expect(upstream.subscription.requests == [.max(1)])
    }

    @Test func finishedPassesThroughUnchanged() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2].publisher.setFailureType(to: TestError.self).replaceError(with: 0).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
    }
}
