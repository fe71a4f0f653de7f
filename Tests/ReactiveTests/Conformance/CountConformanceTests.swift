import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Count`: it drops what comes before its subscription, ignores a cancel before it, and asks upstream for everything.
@Suite struct CountConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func count(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.count() })
    }
}
