import Reactive
import TestSupport
import Testing

@Suite struct LastTests {
    @Test func lastSendsTheLastValueOnlyWhenUpstreamFinishes() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.last().subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(1)
        upstream.send(2)
        #expect(subscriber.history == ["subscription"])
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(2)", "finished"])
    }

    @Test func lastWaitsForDemandToSendItsValue() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.last().subscribe(subscriber)
        upstream.send(5)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(5)", "finished"])
    }

    /// With nothing to send, the completion needs no demand (Combine's reducers finish at once).
    @Test func lastOfNothingFinishesAtOnceWithoutDemand() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.last().subscribe(subscriber)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func lastWhereSendsTheLastValueThatPassed() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2, 3, 4].publisher.last { $0 % 2 == 1 }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(3)", "finished"])
    }

    @Test func tryLastWhereEndsWithTheThrownErrorAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryLast { value in
            if value < 0 { throw TestError(value) }
            return true
        }
        .subscribe(subscriber)
        upstream.send(1)
        upstream.send(-1)
        #expect(subscriber.history == ["subscription", "failure(TestError(-1))"])
        #expect(upstream.subscription.cancels == 1)
    }
}
