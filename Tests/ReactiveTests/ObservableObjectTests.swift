import Foundation
import Reactive
import TestSupport
import Testing

@Suite struct ObservableObjectTests {
    class Base: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var name = "a"
    }

    final class Counter: Base, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var count = 0
        let plain = 7
    }

    final class Unpublished: ObservableObject {}

    @Test func objectWillChangeFiresBeforeEachPublishedChangeSeeingTheOldValue() {
        let counter = Counter()
        let seen = Locked<[String]>([])
        let token = counter.objectWillChange.sink { seen.withLock { $0.append("\(counter.name)/\(counter.count)") } }
        counter.count = 1
        counter.name = "b"
        counter.count = 2
        #expect(seen.withLock { $0 } == ["a/0", "a/1", "b/1"])
        token.cancel()
        counter.count = 3
        #expect(seen.withLock { $0.count } == 3)
    }

    @Test func everyPropertyShareOnePublisherAndAssignmentsFireItToo() {
        let counter = Counter()
        let fired = Locked(0)
        let token = counter.objectWillChange.sink { fired.withLock { $0 += 1 } }
        let again = counter.objectWillChange.sink { fired.withLock { $0 += 10 } }
        [5, 6].publisher.assign(to: &counter.$count)
        #expect(counter.count == 6)
        #expect(fired.withLock { $0 } == 22)
        _ = (token, again)
    }

    @Test func anObjectWithoutPublishedPropertiesNeverSends() {
        let subscriber = TrackingSubscriber<Void, Never>()
        Unpublished().objectWillChange.subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
    }

    @Test func objectWillChangeSendsWhetherOrNotDemandWasAskedAndStopsAtACancel() {
        let publisher = ObservableObjectPublisher()
        let unasked = TrackingSubscriber<Void, Never>(initialDemand: .none)
        let asked = TrackingSubscriber<Void, Never>(initialDemand: .max(1))
        publisher.subscribe(unasked)
        publisher.subscribe(asked)
        publisher.send()
        publisher.send()
        // As Combine's: every change goes to every subscriber, demand or none.
        #expect(unasked.history == ["subscription", "value(())", "value(())"])
        #expect(asked.history == ["subscription", "value(())", "value(())"])
        unasked.cancel()
        publisher.send()
        #expect(unasked.history.count == 3)
        #expect(asked.history.count == 4)
    }

    @Test func timerTicksOnTheSchedulerOnlyWhileConnected() {
        let scheduler = TestScheduler()
        let timer = Publishers.Timer(every: .seconds(1), scheduler: scheduler).autoconnect()
        let subscriber = TrackingSubscriber<VirtualTime, Never>()
        timer.subscribe(subscriber)
        scheduler.advance(by: .milliseconds(2500))
        #expect(subscriber.values.map(\.nanoseconds) == [1_000_000_000, 2_000_000_000])
        subscriber.subscription?.cancel()
        // The last subscriber gone, the connection is cancelled: nothing stays scheduled.
        scheduler.advance(by: .seconds(3))
        #expect(subscriber.values.count == 2)
        #expect(scheduler.pendingActions == 0)
    }

    @Test func timerSendsNothingBeforeConnect() {
        let scheduler = TestScheduler()
        let timer = Publishers.Timer(every: .seconds(1), scheduler: scheduler)
        let subscriber = TrackingSubscriber<VirtualTime, Never>()
        timer.subscribe(subscriber)
        scheduler.advance(by: .seconds(2))
        #expect(subscriber.values.isEmpty)
        let connection = timer.connect()
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values.count == 1)
        connection.cancel()
    }
}

/// `Timer.publish`: every subscriber of one publisher sees the same date for the same tick.
@Suite struct TimerPublishTests {
    @Test func subscribersOfOneTimerSeeOneDatePerTick() async {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common)
        let first = Locked<[Date]>([])
        let second = Locked<[Date]>([])
        let tokens = [timer.sink { date in first.withLock { $0.append(date) } }, timer.sink { date in second.withLock { $0.append(date) } }]
        let connection = timer.connect()
        // Three ticks, however long they take; the 30 s bound only guards against a hang.
        _ = await eventually { second.withLock { $0.count } >= 3 }
        connection.cancel()
        let (a, b) = (first.withLock { $0 }, second.withLock { $0 })
        #expect(b.count >= 3)
        #expect(Array(a.prefix(3)) == Array(b.prefix(3)))
        tokens.forEach { $0.cancel() }
    }
}
