import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Last`: `last`, `last(where:)` and `tryLast(where:)` drop what comes before their subscription, ignore a cancel before it, and ask upstream for everything.
@Suite struct LastConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func last(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.last() })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func lastWhere(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.last { $0 > 0 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryLastWhere(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.tryLast { $0 > 0 } })
    }
}
