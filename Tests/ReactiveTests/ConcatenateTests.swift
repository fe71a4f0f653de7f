import Reactive
import TestSupport
import Testing

@Suite struct ConcatenateTests {
    @Test func appendAndPrependPutValuesAfterAndBefore() {
        let appended = TrackingSubscriber<Int, Never>()
        let prepended = TrackingSubscriber<Int, Never>()
        [1, 2].publisher.append(3, 4).subscribe(appended)
        [3, 4].publisher.prepend([1, 2]).subscribe(prepended)
        #expect(appended.history == ["subscription", "value(1)", "value(2)", "value(3)", "value(4)", "finished"])
        #expect(prepended.history == appended.history)
    }

    @Test func theSuffixIsSubscribedOnlyOnceThePrefixFinishesAndAskedForTheOutstandingDemand() {
        let prefix = ManualPublisher<Int, Never>()
        let suffix = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(3))
        prefix.append(suffix).subscribe(subscriber)
        prefix.send(1)
        #expect(suffix.subscription.requests.isEmpty)
        prefix.send(completion: .finished)
        #expect(suffix.subscription.requests == [.max(2)])
        suffix.send(2)
        suffix.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
    }

    @Test func aFailureOfThePrefixEndsWithoutTheSuffix() {
        let prefix = ManualPublisher<Int, TestError>()
        let suffix = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        suffix.prepend(prefix).subscribe(subscriber)
        prefix.send(completion: .failure(TestError(2)))
        #expect(subscriber.history == ["subscription", "failure(TestError(2))"])
        #expect(suffix.subscription.requests.isEmpty)
    }

    @Test func aCancelReachesWhicheverIsSubscribed() {
        let prefix = ManualPublisher<Int, Never>()
        let suffix = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        prefix.append(suffix).subscribe(subscriber)
        prefix.send(completion: .finished)
        subscriber.cancel()
        #expect(prefix.subscription.cancels == 0)
        #expect(suffix.subscription.cancels == 1)
    }
}
