import Dispatch
import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds once connected, in Combine's shape:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// Combine's ticks on the run loop. `repos` runs its main thread in `dispatchMain()`, which
    /// never turns `RunLoop.main`, so here the main run loop's ticks come on the main queue (the
    /// same thread) and any other run loop's on a global queue. Tests that want virtual time use
    /// `Publishers.Timer(every:scheduler:)` with a `TestScheduler`. `tolerance` is handed to the
    /// queue's timer; `options` is Combine's (`RunLoop.SchedulerOptions` has no members).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher `Timer.publish(every:on:in:)` returns: connectable, sending `Date()` at each tick.
    public final class TimerPublisher: ConnectablePublisher {
        /// The date at each tick.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may come, in seconds; nil for the least the queue allows.
        public let tolerance: TimeInterval?
        /// The run loop mode named (the ticks come on a queue, in no mode).
        public let mode: RunLoop.Mode
        /// Combine's options for the run loop.
        public let options: RunLoop.SchedulerOptions?
        private let ticks: Publishers.Timer<DispatchQueue>
        private let dates: AnyPublisher<Date, Never>

        /// Creates the publisher, as `Timer.publish(every:tolerance:on:in:options:)` does:
        /// `RunLoop.main` ticks on the main queue, any other run loop on a global one (a run loop
        /// is not `Sendable` here, so unlike Combine's the publisher does not keep it).
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.mode = mode
            self.options = options
            let queue: DispatchQueue = runLoop === RunLoop.main ? .main : .global()
            ticks = Publishers.Timer(
                every: .seconds(Swift.max(0.001, interval)), tolerance: tolerance.map { .seconds(Swift.max(0, $0)) }, scheduler: queue)
            // One date per tick, the same for every subscriber: the tick's own dispatch time on the
            // wall clock, from one reading of both clocks taken here.
            let origin = (date: Date.wallClock, time: DispatchQueue.SchedulerTimeType(.now()))
            dates = ticks.map { tick in origin.date.addingTimeInterval(origin.time.distance(to: tick).inSeconds) }.eraseToAnyPublisher()
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            dates.receive(subscriber: subscriber)
        }

        /// Starts ticking.
        public func connect() -> any Cancellable { ticks.connect() }
    }
}

extension RunLoop {
    /// Combine's options for scheduling on a run loop: it has none, and neither has this one.
    public struct SchedulerOptions: Sendable {}
}

extension Date {
    /// The wall clock now: the one place `Reactive` reads it, for the dates a timer sends and
    /// for `OperationQueue`'s time, which Combine gives as dates.
    static var wallClock: Date { Date() }
}
