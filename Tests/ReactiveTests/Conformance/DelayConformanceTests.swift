import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Delay`: `delay` drops what comes before its subscription.
@Suite struct DelayConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func delay(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.delay(for: .nanoseconds(0), scheduler: ImmediateScheduler.shared) })
    }
}
