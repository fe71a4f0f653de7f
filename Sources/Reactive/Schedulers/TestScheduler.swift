/// A scheduler whose clock moves only when a test advances it: scheduled work runs in time order,
/// on the advancing thread.
///
/// ```swift
/// let scheduler = TestScheduler()
/// subject.debounce(for: .seconds(1), scheduler: scheduler).sink { print($0) }
/// scheduler.advance(by: .seconds(1))
/// ```
public final class TestScheduler: Scheduler {
    /// Virtual time.
    public typealias SchedulerTimeType = VirtualTime
    /// No options.
    public typealias SchedulerOptions = Never

    private struct Job {
        let id: Int
        var date: VirtualTime
        let interval: SchedulerStride?
        let action: @Sendable () -> Void
        /// Whether repeating work has run once (`run()` waits for a first run only).
        var ran = false
    }

    private struct State {
        var now = VirtualTime(nanoseconds: 0)
        var jobs: [Job] = []
        var nextID = 0
    }

    private let state = Locked(State())

    /// Creates a scheduler at time zero.
    public init() {}

    /// The virtual time.
    public var now: VirtualTime { state.withLock { $0.now } }
    /// Actions scheduled and not yet run: a test waits for one to know its subject is waiting.
    public var pendingActions: Int { state.withLock { $0.jobs.count } }
    /// No tolerance.
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    /// Runs `action` at the current time, on the next advance.
    public func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) {
        enqueue(at: nil, interval: nil, action)
    }

    /// Runs `action` when the clock reaches `date`.
    public func schedule(after date: VirtualTime, tolerance: SchedulerStride, options: Never?, _ action: @escaping @Sendable () -> Void) {
        enqueue(at: date, interval: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: VirtualTime,
        interval: SchedulerStride,
        tolerance: SchedulerStride,
        options: Never?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        let id = enqueue(at: date, interval: interval, action)
        return AnyCancellable { [weak self] in
            self?.state.withLock { $0.jobs.removeAll { $0.id == id } }
        }
    }

    /// Moves the clock forward by `stride`, running everything due on the way, in time order.
    public func advance(by stride: SchedulerStride = .nanoseconds(0)) {
        let target = now.advanced(by: stride)
        while let job = nextJob(dueBy: target) {
            job.action()
        }
        state.withLock { $0.now = Swift.max($0.now, target) }
    }

    /// Runs until nothing is scheduled (repeating work excepted after its first run).
    public func run() {
        while let date = state.withLock({ state in state.jobs.filter { $0.interval == nil || !$0.ran }.map(\.date).min() }) {
            advance(by: now.distance(to: date))
        }
    }

    @discardableResult
    private func enqueue(at date: VirtualTime?, interval: SchedulerStride?, _ action: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            state.nextID += 1
            state.jobs.append(Job(id: state.nextID, date: Swift.max(date ?? state.now, state.now), interval: interval, action: action))
            return state.nextID
        }
    }

    private func nextJob(dueBy target: VirtualTime) -> Job? {
        state.withLock { state in
            // Earliest date first; equal dates in the order they were scheduled.
            guard
                let index = state.jobs.indices.filter({ state.jobs[$0].date <= target })
                    .min(by: { (state.jobs[$0].date, state.jobs[$0].id) < (state.jobs[$1].date, state.jobs[$1].id) })
            else { return nil }
            let job = state.jobs[index]
            state.now = Swift.max(state.now, job.date)
            if let interval = job.interval, interval.magnitude > 0 {
                state.jobs[index].date = job.date.advanced(by: interval)
                state.jobs[index].ran = true
            } else {
                state.jobs.remove(at: index)
            }
            return job
        }
    }
}
