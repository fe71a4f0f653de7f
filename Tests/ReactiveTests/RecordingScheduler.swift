import Reactive
import TestSupport

/// A `TestScheduler` whose options are words and whose least tolerance is 7 ns, recording every
/// question and request an operator puts to it, in order, as Combine's own tests record theirs:
/// `now`, `minimumTolerance`, and each piece of work with its date, interval, tolerance and options.
final class RecordingScheduler: Scheduler {
    typealias SchedulerTimeType = VirtualTime
    typealias SchedulerOptions = String

    /// The clock a test advances.
    let base = TestScheduler()
    /// The least tolerance this scheduler reports.
    let leastTolerance = VirtualTime.Stride.nanoseconds(7)
    private let log = Locked<[String]>([])
    private let cancelsWork: Bool
    /// Work whose cancel is withheld, kept so that it is not cancelled by being released.
    private let withheld = Locked<[any Cancellable]>([])

    /// Creates a scheduler; with `cancelsWork` false, cancelling repeating work does nothing (a
    /// scheduler an operator must not rely on).
    init(cancelsWork: Bool = true) { self.cancelsWork = cancelsWork }

    /// Every call so far.
    var calls: [String] { log.withLock { $0 } }
    /// The requests for work only, without the questions about time.
    var work: [String] { calls.filter { $0 != "now" && $0 != "minimumTolerance" } }

    var now: VirtualTime {
        record("now")
        return base.now
    }

    var minimumTolerance: VirtualTime.Stride {
        record("minimumTolerance")
        return leastTolerance
    }

    func schedule(options: String?, _ action: @escaping @Sendable () -> Void) {
        record("now \(options ?? "-")")
        base.schedule(options: nil, action)
    }

    func schedule(after date: VirtualTime, tolerance: VirtualTime.Stride, options: String?, _ action: @escaping @Sendable () -> Void) {
        record("at \(date.nanoseconds) ±\(tolerance.magnitude) \(options ?? "-")")
        base.schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    func schedule(
        after date: VirtualTime, interval: VirtualTime.Stride, tolerance: VirtualTime.Stride, options: String?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        record("at \(date.nanoseconds) every \(interval.magnitude) ±\(tolerance.magnitude) \(options ?? "-")")
        let work = base.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
        guard !cancelsWork else { return work }
        withheld.withLock { $0.append(work) }
        return Subscriptions.empty
    }

    /// Moves the clock to `nanoseconds` from its start, running what falls due.
    func advance(to nanoseconds: Int) {
        base.advance(by: .nanoseconds(nanoseconds - base.now.nanoseconds))
    }

    private func record(_ call: String) { log.withLock { $0.append(call) } }
}
