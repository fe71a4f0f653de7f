import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Debounce`: `debounce` drops what comes before its subscription.
/// It asks upstream for everything.
@Suite struct DebounceConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func debounce(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, upstreamDemand: .unlimited, { $0.debounce(for: .nanoseconds(0), scheduler: ImmediateScheduler.shared) })
    }
}
