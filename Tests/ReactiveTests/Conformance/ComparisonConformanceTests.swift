import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Comparison`: `min` and `max`, with their `by:` and `try` forms, drop what comes before their subscription, ignore a cancel before it, and ask upstream for everything.
@Suite struct ComparisonConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func min(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.min() })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func max(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.max() })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryMin(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.tryMin { $0 < $1 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryMax(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.tryMax { $0 < $1 } })
    }
}
