import Dispatch
import Reactive
import TestSupport
import Testing

@Suite struct ReceiveOnTests {
    @Test func subscriptionIsSynchronousValuesAndCompletionAreScheduled() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(3))
        upstream.receive(on: scheduler).subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
        #expect(upstream.subscription.requests == [.max(3)])
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        scheduler.advance()
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    @Test func onlyTheFirstCompletionIsScheduledAndNothingAfterACancel() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.receive(on: scheduler).subscribe(subscriber)
        upstream.send(completion: .finished)
        upstream.send(completion: .finished)
        upstream.send(2)
        #expect(scheduler.pendingActions == 1)
        scheduler.advance()
        #expect(subscriber.history == ["subscription", "finished"])

        let cancelled = TrackingSubscriber<Int, Never>()
        let other = ManualPublisher<Int, Never>()
        other.receive(on: scheduler).subscribe(cancelled)
        cancelled.cancel()
        other.send(1)
        other.send(completion: .finished)
        #expect(scheduler.pendingActions == 0)
    }

    @Test func scheduledValuesAreDroppedAfterCancel() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.receive(on: scheduler).subscribe(subscriber)
        upstream.send(1)
        subscriber.cancel()
        #expect(upstream.subscription.cancels == 1)
        scheduler.advance()
        #expect(subscriber.history == ["subscription"])
    }

    @Test func demandReturnedOnTheSchedulerGoesUpstream() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1)) { _ in .max(2) }
        upstream.receive(on: scheduler).subscribe(subscriber)
        upstream.send(1)
        scheduler.advance()
        #expect(upstream.subscription.requests == [.max(1), .max(2)])
    }

    @Test func dispatchQueueDeliversOnTheQueue() async throws {
        let queue = DispatchQueue(label: "receive-on-test")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 42)
        let marks = Locked<[Int?]>([])
        let values = [1, 2, 3].publisher.receive(on: queue)
            .handleEvents(receiveOutput: { _ in marks.withLock { $0.append(DispatchQueue.getSpecific(key: key)) } })
            .values
        let collected = try await bounded("the values on the queue") {
            var collected: [Int] = []
            for await value in values { collected.append(value) }
            return collected
        }
        #expect(collected == [1, 2, 3])
        #expect(marks.withLock { $0 } == [42, 42, 42])
    }
}
