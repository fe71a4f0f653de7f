import Reactive
import TestSupport
import Testing

@Suite struct BufferTests {
    @Test func keepFullAsksForTheSizeThenOneForEachValueSent() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.max(3)])
        for value in 1...4 { #expect(upstream.send(value) == .none) }
        subscriber.request(.max(2))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)"])
        #expect(upstream.subscription.requests == [.max(3), .max(2)])
        subscriber.request(.max(5))
        #expect(upstream.send(5) == .max(1))
        #expect(subscriber.values == [1, 2, 3, 5])
    }

    @Test(arguments: [(Publishers.BufferingStrategy<TestError>.dropNewest, [1, 2]), (.dropOldest, [2, 3])])
    func aFullBufferDropsTheNewestOrTheOldest(whenFull: Publishers.BufferingStrategy<TestError>, expected: [Int]) {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.buffer(size: 2, prefetch: .byRequest, whenFull: whenFull).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        for value in 1...3 { _ = upstream.send(value) }
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.unlimited)
        #expect(subscriber.history == ["subscription"] + expected.map { "value(\($0))" } + ["finished"])
    }

    @Test func aCustomErrorCancelsUpstreamAndFailsAtOnce() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { TestError(9) }).subscribe(subscriber)
        _ = upstream.send(1)
        _ = upstream.send(2)
        #expect(upstream.subscription.cancels == 1)
        #expect(subscriber.history == ["subscription", "failure(TestError(9))"])
    }

    @Test func anUpstreamFailureGoesDownAtOnceDroppingWhatIsHeld() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
        _ = upstream.send(1)
        upstream.send(completion: .failure(TestError(2)))
        #expect(subscriber.history == ["subscription", "failure(TestError(2))"])
    }
}

@Suite struct CollectByTimeTests {
    @Test func byTimeSendsWhatWasGatheredEachStrideAndTheRestOnFinishing() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<[Int], Never>()
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .seconds(1))
        subject.send(3)
        subject.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value([1, 2])", "value([3])", "finished"])
        #expect(scheduler.pendingActions == 0)
    }

    @Test func byTimeOrCountAlsoSendsOnceTheCountIsReached() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<[Int], Never>()
        subject.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).subscribe(subscriber)
        for value in 1...5 { subject.send(value) }
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.history == ["subscription", "value([1, 2])", "value([3, 4])", "value([5])"])
    }

    @Test func anArrayDueWithoutDemandWaitsAndGrows() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<[Int], Never>(initialDemand: .none)
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(subscriber)
        subject.send(1)
        scheduler.advance(by: .seconds(1))
        subject.send(2)
        subscriber.request(.max(1))
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.history == ["subscription", "value([1, 2])"])
    }
}
