import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Contains`: `contains` and `allSatisfy`, with their `where` and `try` forms, drop what comes before their subscription, ignore a cancel before it, and ask upstream for everything.
@Suite struct ContainsConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func contains(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.contains(1) })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func containsWhere(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.contains { $0 > 5 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryContainsWhere(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.tryContains { $0 > 5 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func allSatisfy(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.allSatisfy { $0 > 0 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryAllSatisfy(_ rule: OperatorContract.Rule) {
        OperatorContract.check(
            rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.tryAllSatisfy { $0 > 0 } })
    }
}
