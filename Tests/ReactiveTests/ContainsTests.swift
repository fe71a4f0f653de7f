import Reactive
import TestSupport
import Testing

@Suite struct ContainsTests {
    @Test func containsSendsTrueAndCancelsUpstreamAtTheFirstMatch() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Bool, Never>()
        upstream.contains(2).subscribe(subscriber)
        upstream.send(1)
        #expect(subscriber.history == ["subscription"])
        upstream.send(2)
        #expect(subscriber.history == ["subscription", "value(true)", "finished"])
        #expect(upstream.subscription.cancels == 1)
        upstream.send(3)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(true)", "finished"])
    }

    @Test func aMatchWaitsForDemand() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Bool, Never>(initialDemand: .none)
        upstream.contains { $0 > 1 }.subscribe(subscriber)
        upstream.send(2)
        #expect(upstream.subscription.cancels == 1)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(true)", "finished"])
    }

    @Test func containsSendsFalseWhenUpstreamFinishesWithoutIt() {
        let subscriber = TrackingSubscriber<Bool, Never>()
        [1, 3].publisher.contains(2).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(false)", "finished"])
    }

    @Test func tryContainsEndsWithTheThrownError() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Bool, any Error>()
        upstream.tryContains { _ in throw TestError(7) }.subscribe(subscriber)
        upstream.send(1)
        #expect(subscriber.history == ["subscription", "failure(TestError(7))"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func allSatisfySendsFalseAndCancelsUpstreamAtTheFirstValueThatFails() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Bool, Never>()
        upstream.allSatisfy { $0 > 0 }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(0)
        #expect(subscriber.history == ["subscription", "value(false)", "finished"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func allSatisfyOfValuesThatAllPassOrOfNothingIsTrue() {
        let all = TrackingSubscriber<Bool, Never>()
        [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(all)
        let none = TrackingSubscriber<Bool, Never>()
        Empty<Int, Never>().allSatisfy { _ in false }.subscribe(none)
        #expect(all.history == ["subscription", "value(true)", "finished"])
        #expect(none.history == all.history)
    }

    @Test func tryAllSatisfyEndsWithTheThrownError() {
        let subscriber = TrackingSubscriber<Bool, any Error>()
        [1].publisher.tryAllSatisfy { _ in throw TestError(8) }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "failure(TestError(8))"])
    }
}
