import Reactive
import TestSupport
import Testing

@Suite struct ThrottleTests {
    /// Values at 0, 1, 3, 6, 12 and 13 ms, throttled to one per 5 ms: the first goes at once (at 0),
    /// the next no sooner than 5 ms after the last sent (2 or 3 at 5, 4 at 10, 5 or 6 at 15): of
    /// those that came meanwhile, the newest (`latest`) or the first.
    @Test(arguments: [(true, ["value(1)", "value(3)", "value(4)", "value(6)"]), (false, ["value(1)", "value(2)", "value(4)", "value(5)"])])
    func sendsTheFirstAtOnceThenOnePerInterval(latest: Bool, expected: [String]) {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.throttle(for: .milliseconds(5), scheduler: scheduler, latest: latest).subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        for (time, value) in [(0, 1), (1, 2), (3, 3), (6, 4), (12, 5), (13, 6)] {
            scheduler.advance(by: .milliseconds(time) - .nanoseconds(scheduler.now.nanoseconds))
            #expect(upstream.send(value) == .none)
        }
        scheduler.advance(by: .milliseconds(20))
        #expect(subscriber.history == ["subscription"] + expected)
    }

    @Test func aValueThatComesWithoutDemandIsDropped() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(1))
        upstream.throttle(for: .milliseconds(5), scheduler: scheduler, latest: true).subscribe(subscriber)
        _ = upstream.send(1)
        scheduler.advance(by: .milliseconds(10))
        _ = upstream.send(2)
        scheduler.advance(by: .milliseconds(10))
        subscriber.request(.max(1))
        scheduler.advance(by: .milliseconds(10))
        _ = upstream.send(3)
        scheduler.advance(by: .milliseconds(10))
        #expect(subscriber.history == ["subscription", "value(1)", "value(3)"])
    }

    @Test func theCompletionFollowsTheValueDueBeforeIt() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.throttle(for: .milliseconds(5), scheduler: scheduler, latest: true).subscribe(subscriber)
        _ = upstream.send(1)
        scheduler.advance()
        _ = upstream.send(2)
        upstream.send(completion: .failure(TestError(3)))
        #expect(subscriber.history == ["subscription", "value(1)"])
        scheduler.advance(by: .milliseconds(5))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "failure(TestError(3))"])
        #expect(scheduler.pendingActions == 0)
    }

    @Test func aCancelDropsTheValueDue() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.throttle(for: .milliseconds(5), scheduler: scheduler, latest: false).subscribe(subscriber)
        _ = upstream.send(1)
        subscriber.cancel()
        scheduler.advance(by: .milliseconds(5))
        #expect(subscriber.history == ["subscription"])
        #expect(upstream.subscription.cancels == 1)
    }
}
