import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.ReplaceEmpty`: it drops what comes before its subscription and ignores a cancel before it; as Combine's, it asks upstream for everything besides passing each request on.
@Suite struct ReplaceEmptyConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func replaceEmpty(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.replaceEmpty(with: 0) })
    }
}
