import Reactive
import TestSupport
import Testing

@Suite struct ZipTests {
    /// Combine's documented example: the oldest unpaired value of each side, in order.
    @Test func zipPairsValuesInOrderAsBothArrive() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let subscriber = TrackingSubscriber<String, Never>()
        numbers.zip(letters) { "\($0)\($1)" }.subscribe(subscriber)
        numbers.send(1)
        numbers.send(2)
        letters.send("a")
        numbers.send(3)
        letters.send("b")
        letters.send("c")
        letters.send("d")
        #expect(subscriber.history == ["subscription", "value(1a)", "value(2b)", "value(3c)"])
    }

    @Test func eachRequestGoesToBothUpstreamsAndTheDemandReturnedForAPairToo() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2)) { _ in .max(1) }
        a.zip(b).map { $0 + $1 }.subscribe(subscriber)
        #expect(a.subscription.requests == [.max(2)])
        #expect(b.subscription.requests == [.max(2)])
        #expect(a.send(1) == .none)
        #expect(b.send(10) == .max(1))
        #expect(a.subscription.requests == [.max(2), .max(1)])
        #expect(b.subscription.requests == [.max(2)])
        #expect(subscriber.history == ["subscription", "value(11)"])
    }

    @Test func finishesWhenASideFinishesWithNothingWaitingAndCancelsTheOther() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<String, Never>()
        a.zip(b) { "\($0)-\($1)" }.subscribe(subscriber)
        a.send(1)
        a.send(2)
        a.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        b.send(10)
        #expect(subscriber.history == ["subscription", "value(1-10)"])
        #expect(b.subscription.cancels == 0)
        b.send(20)
        #expect(subscriber.history == ["subscription", "value(1-10)", "value(2-20)", "finished"])
        #expect(b.subscription.cancels == 1)
        #expect(a.subscription.cancels == 0)
    }

    @Test func aSideFinishingEmptyFinishesAtOnce() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<String, Never>()
        a.zip(b) { "\($0)-\($1)" }.subscribe(subscriber)
        b.send(5)
        a.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "finished"])
        #expect(b.subscription.cancels == 1)
    }

    @Test func aFailureEndsAtOnceAndCancelsTheOther() {
        let a = ManualPublisher<Int, TestError>()
        let b = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<String, TestError>()
        a.zip(b) { "\($0)-\($1)" }.subscribe(subscriber)
        a.send(1)
        b.send(completion: .failure(TestError(3)))
        #expect(subscriber.history == ["subscription", "failure(TestError(3))"])
        #expect(a.subscription.cancels == 1)
    }

    @Test func pairsWaitForDemand() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<String, Never>(initialDemand: .none)
        a.zip(b) { "\($0)-\($1)" }.subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(1-2)", "finished"])
    }
}
