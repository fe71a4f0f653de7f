import Foundation
import Reactive
import TestSupport
import Testing

/// The `options:` and `tolerance:` that Combine code passes to `debounce`, `delay`, `timeout` and
/// timers reach the scheduler with every piece of work they schedule.
@Suite struct SchedulerOptionsTests {
    /// A `TestScheduler` whose options are words, recording what each piece of work asked for.
    final class RecordingScheduler: Scheduler {
        typealias SchedulerTimeType = VirtualTime
        typealias SchedulerOptions = String

        let base = TestScheduler()
        let calls = Locked<[String]>([])

        var now: VirtualTime { base.now }
        var minimumTolerance: VirtualTime.Stride { base.minimumTolerance }

        func schedule(options: String?, _ action: @escaping @Sendable () -> Void) {
            calls.withLock { $0.append("now \(options ?? "-")") }
            base.schedule(options: nil, action)
        }

        func schedule(after date: VirtualTime, tolerance: VirtualTime.Stride, options: String?, _ action: @escaping @Sendable () -> Void) {
            calls.withLock { $0.append("after ±\(tolerance) \(options ?? "-")") }
            base.schedule(after: date, tolerance: tolerance, options: nil, action)
        }

        func schedule(
            after date: VirtualTime, interval: VirtualTime.Stride, tolerance: VirtualTime.Stride, options: String?,
            _ action: @escaping @Sendable () -> Void
        ) -> any Cancellable {
            calls.withLock { $0.append("every ±\(tolerance) \(options ?? "-")") }
            return base.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
        }
    }

    @Test func debounceSchedulesWithTheOptionsGiven() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.debounce(for: .seconds(1), scheduler: scheduler, options: "qos").subscribe(subscriber)
        _ = upstream.send(1)
        upstream.send(completion: .finished)
        scheduler.base.advance(by: .seconds(2))
        #expect(scheduler.calls.withLock { $0 } == ["after ±\(scheduler.minimumTolerance) qos", "now qos"])
    }

    @Test func delayWaitsWithTheToleranceAndOptionsGiven() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.delay(for: .seconds(2), tolerance: .milliseconds(500), scheduler: scheduler, options: "qos").subscribe(subscriber)
        _ = upstream.send(1)
        scheduler.base.advance(by: .seconds(2))
        #expect(subscriber.history == ["subscription", "value(1)"])
        #expect(scheduler.calls.withLock { $0 } == ["after ±\(VirtualTime.Stride.milliseconds(500)) qos"])
    }

    @Test func timeoutTimesAndDeliversWithTheOptionsGiven() {
        let scheduler = RecordingScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.timeout(.seconds(5), scheduler: scheduler, options: "qos").subscribe(subscriber)
        _ = upstream.send(1)
        scheduler.base.advance(by: .seconds(10))
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
        let tolerance = scheduler.minimumTolerance
        #expect(scheduler.calls.withLock { $0 } == ["every ±\(tolerance) qos", "every ±\(tolerance) qos", "now qos"])
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
        #expect(scheduler.calls.withLock { $0 } == ["every ±\(VirtualTime.Stride.milliseconds(100)) qos"])
    }

    @Test func aTimerWithoutToleranceAsksForTheSchedulersLeast() {
        let scheduler = RecordingScheduler()
        let connection = Publishers.Timer(every: .seconds(1), scheduler: scheduler).connect()
        connection.cancel()
        #expect(scheduler.calls.withLock { $0 } == ["every ±\(scheduler.minimumTolerance) -"])
    }

    @Test func timerPublishTakesCombinesToleranceAndOptions() {
        let timer = Timer.publish(every: 1, tolerance: 0.25, on: .main, in: .common, options: nil)
        #expect(timer.interval == 1)
        #expect(timer.tolerance == 0.25)
        #expect(timer.mode == .common)
        #expect(timer.options == nil)
    }
}
