import Reactive
import TestSupport
import Testing

@Suite struct MeasureIntervalSubscribeOnTests {
    @Test func measureIntervalSendsTheTimeSinceTheValueBefore() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<String, Never>()
        let subscriber = TrackingSubscriber<SchedulerStride, Never>()
        subject.measureInterval(using: scheduler).subscribe(subscriber)
        scheduler.advance(by: .milliseconds(120))
        subject.send("a")
        scheduler.advance(by: .milliseconds(80))
        subject.send("b")
        subject.send("c")
        subject.send(completion: .finished)
        #expect(subscriber.values == [.milliseconds(120), .milliseconds(80), .nanoseconds(0)])
        #expect(subscriber.history.last == "finished")
    }

    @Test func subscribeOnSubscribesRequestsAndCancelsOnTheScheduler() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        upstream.subscribe(on: scheduler).subscribe(subscriber)
        #expect(subscriber.history.isEmpty)
        scheduler.advance()
        // The request made on subscribing is scheduled too, and runs in the same advance.
        #expect(subscriber.history == ["subscription"])
        #expect(upstream.subscription.requests == [.max(2)])
        subscriber.request(.max(1))
        #expect(upstream.subscription.requests == [.max(2)])
        scheduler.advance()
        #expect(upstream.subscription.requests == [.max(2), .max(1)])
        #expect(upstream.send(1) == .none)
        subscriber.cancel()
        #expect(upstream.subscription.cancels == 0)
        scheduler.advance()
        #expect(upstream.subscription.cancels == 1)
        #expect(subscriber.history == ["subscription", "value(1)"])
    }
}
