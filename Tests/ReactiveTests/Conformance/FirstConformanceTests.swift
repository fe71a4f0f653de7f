import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.First`: `first()` and `first(where:)` drop what comes before their subscription.
/// It asks upstream for everything.
@Suite struct FirstConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func first(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.first() })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func firstWhere(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.first { $0 > 0 } })
    }
}
