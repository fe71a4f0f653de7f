import Reactive
import TestSupport
import Testing

/// `timeout` as Combine's: a wait restarted by each value, upstream cancelled and the stream
/// ended when it runs out, values and completion delivered on the scheduler, demand passed on.
@Suite struct TimeoutTests {
    struct Late: Error, Equatable {}

    @Test func silenceForTheIntervalCancelsUpstreamAndFinishes() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        upstream.timeout(.seconds(5), scheduler: scheduler).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.max(2)])
        scheduler.advance(by: .seconds(4))
        #expect(subscriber.history == ["subscription"])
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.history == ["subscription", "finished"])
        #expect(upstream.subscription.cancels == 1)
        // Nothing after the end, and the wait does not come round again.
        _ = upstream.send(1)
        scheduler.advance(by: .seconds(60))
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func eachValueStartsTheWaitAgainAndIsDeliveredOnTheScheduler() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Late>()
        let subscriber = TrackingSubscriber<Int, Late>(initialDemand: .max(1)) { _ in .max(1) }
        upstream.timeout(.seconds(5), scheduler: scheduler, customError: { Late() }).subscribe(subscriber)
        scheduler.advance(by: .seconds(4))
        #expect(upstream.send(1) == .none)
        // Delivered on the scheduler's turn, and the demand it returns goes upstream then.
        #expect(subscriber.history == ["subscription"])
        scheduler.advance()
        #expect(subscriber.history == ["subscription", "value(1)"])
        #expect(upstream.subscription.requests == [.max(1), .max(1)])
        scheduler.advance(by: .seconds(4))
        _ = upstream.send(2)
        scheduler.advance(by: .seconds(4))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)"])
        // Five seconds after the last value: the custom error.
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "failure(Late())"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func upstreamsCompletionComesAfterItsValuesAndNoTimeoutFollows() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.timeout(.seconds(5), scheduler: scheduler).subscribe(subscriber)
        _ = upstream.send(1)
        upstream.send(completion: .finished)
        scheduler.advance(by: .seconds(30))
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
        #expect(upstream.subscription.cancels == 0)
    }

    @Test func aCancelStopsTheWaitAndWhatIsStillScheduled() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.timeout(.seconds(5), scheduler: scheduler).subscribe(subscriber)
        _ = upstream.send(1)
        subscriber.cancel()
        scheduler.advance(by: .seconds(30))
        #expect(subscriber.history == ["subscription"])
        #expect(upstream.subscription.cancels == 1)
        #expect(scheduler.pendingActions == 0)
    }

    @Test func demandIsPassedOnAsAsked() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.timeout(.seconds(5), scheduler: scheduler).subscribe(subscriber)
        subscriber.request(.max(3))
        subscriber.request(.max(40))
        #expect(upstream.subscription.requests == [.max(3), .max(40)])
    }
}
