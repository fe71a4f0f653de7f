import Reactive
import TestSupport
import Testing

@Suite struct JustFailEmptyTests {
    @Test func justWaitsForDemandThenSendsValueAndFinishes() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        Just(5).subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(5)", "finished"])
        subscriber.request(.max(1))
        #expect(subscriber.history.count == 3)
    }

    @Test func justSendsNothingAfterCancel() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        Just(5).subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription"])
    }

    @Test func failSendsFailureWithoutDemand() {
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        Fail<Int, TestError>(error: TestError(3)).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "failure(TestError(3))"])
    }

    @Test func emptyFinishesAtOnceOrStaysSilent() {
        let finishing = TrackingSubscriber<Int, Never>()
        Empty<Int, Never>().subscribe(finishing)
        #expect(finishing.history == ["subscription", "finished"])
        let silent = TrackingSubscriber<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(silent)
        #expect(silent.history == ["subscription"])
    }

    @Test func deferredBuildsAPublisherPerSubscriber() {
        let built = Locked(0)
        let deferred = Deferred { () -> Just<Int> in
            Just(
                built.withLock { count in
                    count += 1
                    return count
                })
        }
        #expect(built.withLock { $0 } == 0)
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        deferred.subscribe(first)
        deferred.subscribe(second)
        #expect(first.values == [1])
        #expect(second.values == [2])
    }
}
