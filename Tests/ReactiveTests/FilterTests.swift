import Reactive
import TestSupport
import Testing

@Suite struct FilterTests {
    @Test func filterSendsOnWhatPassesAndAsksUpstreamForOneMorePerValueDropped() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        upstream.filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        #expect(upstream.subscription.requests == [.max(2)])
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .none)
        #expect(upstream.send(3) == .max(1))
        upstream.send(4)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(2)", "value(4)", "finished"])
    }

    @Test func filterPassesFailureThrough() {
        let subscriber = TrackingSubscriber<Int, TestError>()
        let upstream = ManualPublisher<Int, TestError>()
        upstream.filter { $0 > 1 }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(2)))
        #expect(subscriber.history == ["subscription", "failure(TestError(2))"])
    }

    @Test func tryFilterCancelsUpstreamBeforeSendingTheThrownError() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryFilter { value in
            if value == 3 { throw TestError(3) }
            return value > 1
        }
        .subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        upstream.send(4)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(2)", "failure(TestError(3))"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func filterOfASequenceIsCombinesDocumentedExample() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2, 3, 4, 5].publisher.filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(2)", "value(4)", "finished"])
    }
}
