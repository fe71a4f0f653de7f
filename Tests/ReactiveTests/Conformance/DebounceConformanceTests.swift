import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Debounce`: `debounce` drops what comes before its subscription.
/// It asks upstream for everything.
@Suite struct DebounceConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func debounce(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, upstreamDemand: .unlimited, { $0.debounce(for: .nanoseconds(0), scheduler: ImmediateScheduler.shared) })
    }
}

/// `debounce` asks its scheduler what Combine's asks, in Combine's order, and sends each value at
/// most once.
@Suite struct DebounceSchedulingTests {
    @Test func eachValueAsksForNowThenTheLeastToleranceThenARepeatingWait() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(2), demandPerValue: { _ in .max(1) })
        upstream.debounce(for: .nanoseconds(13), scheduler: scheduler, options: "qos").subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        #expect(scheduler.calls.isEmpty)

        upstream.send(1)
        #expect(scheduler.calls == ["now", "minimumTolerance", "at 13 every 13 ±7 qos"])
        scheduler.advance(to: 4)
        upstream.send(2)
        scheduler.advance(to: 9)
        upstream.send(3)
        scheduler.advance(to: 200)
        #expect(subscriber.history == ["subscription", "value(3)"])
        #expect(
            scheduler.calls == [
                "now", "minimumTolerance", "at 13 every 13 ±7 qos",
                "now", "minimumTolerance", "at 17 every 13 ±7 qos",
                "now", "minimumTolerance", "at 22 every 13 ±7 qos",
            ])
        // Delivered once, then cancelled: nothing repeats.
        #expect(scheduler.base.pendingActions == 0)

        upstream.send(completion: .finished)
        #expect(scheduler.work.last == "now -")
        scheduler.advance(to: 300)
        #expect(subscriber.history == ["subscription", "value(3)", "finished"])
    }

    @Test func aValueDueWithoutDemandIsDroppedNotKeptForALaterRequest() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        upstream.debounce(for: .nanoseconds(13), scheduler: scheduler).subscribe(subscriber)
        upstream.send(1)
        scheduler.advance(to: 100)
        subscriber.request(.max(3))
        scheduler.advance(to: 200)
        #expect(subscriber.history == ["subscription"])
        upstream.send(2)
        scheduler.advance(to: 250)
        #expect(subscriber.history == ["subscription", "value(2)"])
    }

    @Test func endingBeforeTheValueIsDueCancelsItsWait() {
        for end in ["finish", "fail", "cancel"] {
            let scheduler = RecordingScheduler()
            let upstream = ManualPublisher<Int, TestError>()
            let subscriber = TrackingSubscriber<Int, TestError>()
            upstream.debounce(for: .nanoseconds(13), scheduler: scheduler).subscribe(subscriber)
            upstream.send(1)
            scheduler.advance(to: 4)
            switch end {
            case "finish": upstream.send(completion: .finished)
            case "fail": upstream.send(completion: .failure(TestError(7)))
            default: subscriber.cancel()
            }
            let expected = ["finish": ["subscription", "finished"], "fail": ["subscription", "failure(TestError(7))"], "cancel": ["subscription"]]
            scheduler.advance(to: 100)
            #expect(subscriber.history == expected[end], "\(end)")
            #expect(scheduler.base.pendingActions == 0, "\(end)")
            #expect(upstream.subscription.cancels == (end == "cancel" ? 1 : 0), "\(end)")
        }
    }

    @Test func aSchedulerWhoseCancelDoesNothingStillGetsEachValueSentOnce() {
        let scheduler = RecordingScheduler(cancelsWork: false)
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.debounce(for: .nanoseconds(13), scheduler: scheduler).subscribe(subscriber)
        for (time, value) in [(0, 1), (2, 2), (4, 3), (6, 42)] {
            scheduler.advance(to: time)
            upstream.send(value)
        }
        scheduler.advance(to: 50)
        #expect(subscriber.history == ["subscription", "value(42)"])
    }

    @Test func onTheImmediateSchedulerAValueGoesAtOnce() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.debounce(for: .nanoseconds(13), scheduler: ImmediateScheduler.shared).subscribe(subscriber)
        upstream.send(1)
        #expect(subscriber.history == ["subscription", "value(1)"])
    }
}
