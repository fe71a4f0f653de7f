import Reactive
import TestSupport
import Testing

@Suite struct CombineLatestDebounceTests {
    @Test func combineLatestWaitsForBothThenSendsOnEachChange() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        let subscriber = TrackingSubscriber<String, TestError>()
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(subscriber)
        a.send(1)
        #expect(subscriber.values.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        a.send(completion: .finished)
        b.send("z")
        b.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1x)", "value(2x)", "value(2y)", "value(2z)", "finished"])
    }

    @Test func combineLatestFailsWhenEitherFails() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        a.combineLatest(b).map { $0 + $1 }.subscribe(subscriber)
        a.send(1)
        b.send(completion: .failure(TestError(4)))
        a.send(2)
        #expect(subscriber.history == ["subscription", "failure(TestError(4))"])
    }

    @Test func debounceSendsOnlyAfterAQuietPeriod() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        subject.debounce(for: .milliseconds(100), scheduler: scheduler).subscribe(subscriber)
        subject.send(1)
        scheduler.advance(by: .milliseconds(50))
        subject.send(2)
        scheduler.advance(by: .milliseconds(99))
        #expect(subscriber.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(subscriber.values == [2])
        // As in Combine, a value still in its quiet period when upstream finishes is dropped.
        subject.send(3)
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.history == ["subscription", "value(2)", "finished"])
    }

    @Test func testSchedulerRunsJobsInTimeOrder() {
        let scheduler = TestScheduler()
        let order = Locked<[Int]>([])
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { order.withLock { $0.append(2) } }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { order.withLock { $0.append(1) } }
        let repeating = scheduler.schedule(after: scheduler.now, interval: .seconds(1), tolerance: .nanoseconds(0), options: nil) {
            order.withLock { $0.append(0) }
        }
        scheduler.advance(by: .seconds(2))
        repeating.cancel()
        scheduler.advance(by: .seconds(5))
        // At equal times, jobs run in the order they were scheduled.
        #expect(order.withLock { $0 } == [0, 1, 0, 2, 0])
        #expect(scheduler.now == VirtualTime(nanoseconds: 7_000_000_000))
    }
}
