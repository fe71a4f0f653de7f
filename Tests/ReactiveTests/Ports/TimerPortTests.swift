import Foundation
import Reactive
import Testing

/// A port of the countdown and clock screens Combine tutorials build on
/// `Timer.publish(every:on:in:).autoconnect()`: a countdown view model that counts seconds down
/// with `scan` and stops with `prefix`, driven here by a virtual clock; and the plain timer
/// publisher, connected by hand and by `autoconnect`, whose ticks a test counts without reading
/// the wall clock.
@Suite struct TimerPortTests {
    final class CountdownViewModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published private(set) var remaining: Int
        @Published private(set) var finished = false
        private var cancellables = Set<AnyCancellable>()

        init<Ticks: Publisher>(from seconds: Int, ticks: Ticks) where Ticks.Failure == Never {
            remaining = seconds
            ticks
                .scan(seconds) { remaining, _ in remaining - 1 }
                .prefix(while: { $0 >= 0 })
                .sink(
                    receiveCompletion: { [weak self] _ in self?.finished = true },
                    receiveValue: { [weak self] in self?.remaining = $0 }
                )
                .store(in: &cancellables)
        }
    }

    @Test func theCountdownCountsDownOncePerTickAndFinishes() {
        let scheduler = TestScheduler()
        let ticks = Publishers.Timer(every: .seconds(1), scheduler: scheduler).autoconnect()
        let model = CountdownViewModel(from: 3, ticks: ticks)
        let shown = EventLog<Int>()
        let cancellable = model.$remaining.sink { shown.append($0) }
        scheduler.advance(by: .milliseconds(999))
        #expect(shown.all == [3])
        scheduler.advance(by: .seconds(2) + .milliseconds(1))
        #expect(shown.all == [3, 2, 1, 0])
        #expect(!model.finished)
        scheduler.advance(by: .seconds(1))
        #expect(model.finished)
        #expect(scheduler.pendingActions == 0)
        cancellable.cancel()
    }

    @Test func aConnectedTimerTicksUntilItsConnectionIsCancelled() {
        let timer = Timer.publish(every: 0.01, on: .current, in: .common)
        let counts = EventLog<[Int]>()
        let done = DispatchSemaphore(value: 0)
        let subscription = timer.scan(0) { count, _ in count + 1 }.prefix(3).collect()
            .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { counts.append($0) })
        let connection = timer.connect()
        #expect(done.wait(timeout: .now() + 10) == .success)
        connection.cancel()
        subscription.cancel()
        #expect(counts.all == [[1, 2, 3]])
    }

    @Test func autoconnectedTimerDatesMoveForward() {
        let dates = EventLog<[Date]>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Timer.publish(every: 0.01, on: .current, in: .default)
            .autoconnect()
            .prefix(3)
            .collect()
            .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { dates.append($0) })
        #expect(done.wait(timeout: .now() + 10) == .success)
        subscription.cancel()
        #expect(dates.all.count == 1)
        #expect(dates.all.first?.count == 3)
        #expect(dates.all.first == dates.all.first?.sorted())
    }

    @Test func aRepeatingActionScheduledByHandRunsUntilCancelled() {
        let scheduler = TestScheduler()
        let ticks = EventLog<Int>()
        let repeating = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1)), interval: .seconds(1)) {
            ticks.append(1)
        }
        let fast = scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(250)), interval: .milliseconds(500), tolerance: .milliseconds(1)) {
            ticks.append(0)
        }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(2500)), tolerance: .milliseconds(1)) {
            repeating.cancel()
            fast.cancel()
        }
        scheduler.advance(by: .seconds(10))
        #expect(ticks.all == [0, 0, 1, 0, 0, 1, 0])
    }
}
