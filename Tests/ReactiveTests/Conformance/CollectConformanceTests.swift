import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Collect`: `collect()` drops what comes before its subscription.
/// It asks upstream for everything.
@Suite struct CollectConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func collect(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.collect() })
    }
}
