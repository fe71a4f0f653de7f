import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Reduce`: like every operator that sends one result at the end, it drops what comes before its subscription, ignores a cancel before it, and asks upstream for everything.
@Suite struct ReduceConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func reduce(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.reduce(0, +) })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryReduce(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.tryReduce(0, +) })
    }
}
