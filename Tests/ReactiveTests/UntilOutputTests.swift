import Reactive
import TestSupport
import Testing

@Suite struct UntilOutputTests {
    @Test func dropUntilOutputPassesValuesOnOnceTheTriggerSendsOne() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = ManualPublisher<String, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(3))
        upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
        #expect(trigger.subscription.requests == [.max(1)])
        #expect(upstream.subscription.requests == [.max(3)])
        #expect(upstream.send(1) == .none)
        #expect(trigger.send("go") == .none)
        #expect(upstream.send(2) == .none)
        trigger.send(completion: .failure(TestError(9)))
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(2)", "finished"])
        #expect(trigger.subscription.cancels == 0)
    }

    @Test func dropUntilOutputEndsWithTheTriggersCompletionWhenItSentNothing() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = ManualPublisher<String, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
        _ = upstream.send(1)
        trigger.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "finished"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func prefixUntilOutputFinishesAndCancelsUpstreamWhenTheTriggerSends() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = PassthroughSubject<Void, Never>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        _ = upstream.send(1)
        _ = upstream.send(2)
        trigger.send()
        _ = upstream.send(3)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func prefixUntilOutputGoesOnWhenTheTriggerEndsWithoutAValue() {
        let upstream = ManualPublisher<Int, TestError>()
        let trigger = PassthroughSubject<Void, Never>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        trigger.send(completion: .finished)
        _ = upstream.send(1)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }
}
