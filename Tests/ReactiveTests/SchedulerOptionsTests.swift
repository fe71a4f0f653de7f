import Foundation
import Reactive
import TestSupport
import Testing

/// The `options:` and `tolerance:` that Combine code passes to `debounce`, `delay`, `timeout` and
/// timers reach the scheduler with every piece of work they schedule.
@Suite struct SchedulerOptionsTests {
    /// As in Combine, the completion is scheduled without the options.
    @Test func debounceWaitsWithTheOptionsGivenAndEndsWithout() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.debounce(for: .seconds(1), scheduler: scheduler, options: "qos").subscribe(subscriber)
        _ = upstream.send(1)
        upstream.send(completion: .finished)
        scheduler.base.advance(by: .seconds(2))
        #expect(scheduler.work == ["at 1000000000 every 1000000000 ±7 qos", "now -"])
    }

    @Test func delayWaitsWithTheToleranceAndOptionsGiven() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.delay(for: .seconds(2), tolerance: .milliseconds(500), scheduler: scheduler, options: "qos").subscribe(subscriber)
        _ = upstream.send(1)
        scheduler.base.advance(by: .seconds(2))
        #expect(subscriber.history == ["subscription", "value(1)"])
        #expect(scheduler.work == ["at 2000000000 ±500000000 qos"])
    }

    @Test func timeoutTimesAndDeliversWithTheOptionsGiven() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.timeout(.seconds(5), scheduler: scheduler, options: "qos").subscribe(subscriber)
        _ = upstream.send(1)
        scheduler.base.advance(by: .seconds(10))
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
        #expect(scheduler.work == ["at 5000000000 every 5000000000 ±7 qos", "at 5000000000 every 5000000000 ±7 qos", "now qos"])
    }

    @Test func aTimerTicksWithTheToleranceAndOptionsGiven() {
        let scheduler = RecordingScheduler()
        let timer = Publishers.Timer(every: .seconds(1), tolerance: .milliseconds(100), scheduler: scheduler, options: "qos")
        let subscriber = TrackingSubscriber<VirtualTime, Never>()
        timer.subscribe(subscriber)
        let connection = timer.connect()
        scheduler.base.advance(by: .seconds(2))
        connection.cancel()
        #expect(subscriber.values.count == 2)
        #expect(scheduler.work == ["at 1000000000 every 1000000000 ±100000000 qos"])
    }

    @Test func aTimerWithoutToleranceAsksForTheSchedulersLeast() {
        let scheduler = RecordingScheduler()
        let connection = Publishers.Timer(every: .seconds(1), scheduler: scheduler).connect()
        connection.cancel()
        #expect(scheduler.work == ["at 1000000000 every 1000000000 ±7 -"])
    }

    @Test func timerPublishTakesCombinesToleranceAndOptions() {
        let timer = Timer.publish(every: 1, tolerance: 0.25, on: .main, in: .common, options: nil)
        #expect(timer.interval == 1)
        #expect(timer.tolerance == 0.25)
        #expect(timer.mode == .common)
        #expect(timer.options == nil)
    }
}
