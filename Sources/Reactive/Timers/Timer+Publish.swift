import Dispatch
import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds once connected, in Combine's shape:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// Combine's ticks on the run loop. `repos` runs its main thread in `dispatchMain()`, which
    /// never turns `RunLoop.main`, so here the main run loop's ticks come on the main queue (the
    /// same thread) and any other run loop's on a global queue. Tests that want virtual time use
    /// `Publishers.Timer(every:scheduler:)` with a `TestScheduler`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, queue: runLoop === RunLoop.main ? .main : .global())
    }

    /// The publisher `Timer.publish(every:on:in:)` returns: connectable, sending `Date()` at each tick.
    public final class TimerPublisher: ConnectablePublisher {
        /// The date at each tick.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        private let ticks: Publishers.Timer<DispatchQueue>
        private let dates: AnyPublisher<Date, Never>

        init(interval: TimeInterval, queue: DispatchQueue) {
            self.interval = interval
            ticks = Publishers.Timer(every: .seconds(max(0.001, interval)), scheduler: queue)
            // One date per tick, the same for every subscriber: the tick's own dispatch time on the
            // wall clock, from one reading of both clocks taken here.
            let origin = (date: Date(), time: DispatchQueue.SchedulerTimeType(.now()))
            dates = ticks.map { tick in origin.date.addingTimeInterval(origin.time.distance(to: tick).timeInterval) }.eraseToAnyPublisher()
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            dates.receive(subscriber: subscriber)
        }

        /// Starts ticking.
        public func connect() -> any Cancellable { ticks.connect() }
    }
}
