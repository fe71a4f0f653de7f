import Foundation
import Reactive
import Testing

/// `OperationQueue` as a `Scheduler`, as Combine's: work added as operations on the queue, a date
/// as its time, and repeating work that stops when cancelled.
@Suite struct OperationQueueSchedulerTests {
    final class Runs: Sendable {
        private let runs = Locked<[Bool]>([])
        private let ran = DispatchSemaphore(value: 0)

        func record(on queue: OperationQueue) {
            runs.withLock { $0.append(OperationQueue.current === queue) }
            ran.signal()
        }

        func waitFor(_ count: Int) -> [Bool] {
            for _ in 0..<count where ran.wait(timeout: .now() + 300) == .timedOut {
                Issue.record("no run within 300 seconds: the suite's one bound, a guard against a hang")
                break
            }
            return runs.withLock { $0 }
        }
    }

    @Test func timeIsADateThatStridesInSeconds() {
        let start = OperationQueue.SchedulerTimeType(Date(timeIntervalSince1970: 100))
        let later = start.advanced(by: .milliseconds(1500))
        #expect(later.date == Date(timeIntervalSince1970: 101.5))
        #expect(start.distance(to: later) == .milliseconds(1500))
        #expect(later.distance(to: start) == .milliseconds(-1500))
    }

    @Test func workRunsAsAnOperationOnTheQueue() {
        let queue = OperationQueue()
        let runs = Runs()
        queue.schedule { runs.record(on: queue) }
        #expect(runs.waitFor(1) == [true])
    }

    @Test func delayedWorkWaitsForItsDate() {
        let queue = OperationQueue()
        let runs = Runs()
        let due = queue.now.advanced(by: .milliseconds(20))
        queue.schedule(after: due) { runs.record(on: queue) }
        #expect(runs.waitFor(1) == [true])
        #expect(queue.now >= due)
    }

    @Test func repeatingWorkStopsWhenCancelled() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let runs = Runs()
        let repeating = queue.schedule(after: queue.now, interval: .milliseconds(5)) { runs.record(on: queue) }
        #expect(runs.waitFor(3).allSatisfy { $0 })
        repeating.cancel()
        // A tick already firing when the cancel came may still add its operation; let it land.
        Thread.sleep(forTimeInterval: 0.01)
        queue.waitUntilAllOperationsAreFinished()
        let afterCancel = runs.waitFor(0).count
        Thread.sleep(forTimeInterval: 0.03)
        queue.waitUntilAllOperationsAreFinished()
        #expect(runs.waitFor(0).count == afterCancel)
    }

    @Test func receiveOnDeliversEveryEventOnTheQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let runs = Runs()
        let cancellable = [1, 2].publisher.receive(on: queue)
            .sink(receiveCompletion: { _ in runs.record(on: queue) }, receiveValue: { _ in runs.record(on: queue) })
        #expect(runs.waitFor(3) == [true, true, true])
        cancellable.cancel()
    }
}
