import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Timeout`: `timeout` drops what comes before its subscription.
@Suite struct TimeoutConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func timeout(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, holdsUpstream: true, { $0.timeout(.seconds(5), scheduler: NowOnlyScheduler()) })
    }
}

/// Runs work asked for now at once, and work asked for later never: `timeout` delivers on its
/// scheduler, and its wait must not run out during a contract check.
private struct NowOnlyScheduler: Scheduler {
    typealias SchedulerTimeType = VirtualTime
    typealias SchedulerOptions = Never

    var now: VirtualTime { VirtualTime(nanoseconds: 0) }
    var minimumTolerance: SchedulerStride { .nanoseconds(0) }

    func schedule(options: Never?, _ action: @escaping @Sendable () -> Void) { action() }
    func schedule(after date: VirtualTime, tolerance: SchedulerStride, options: Never?, _ action: @escaping @Sendable () -> Void) {}
    func schedule(
        after date: VirtualTime, interval: SchedulerStride, tolerance: SchedulerStride, options: Never?,
        _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
        AnyCancellable {}
    }
}
