import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.SwitchToLatest`: `switchToLatest` drops what comes before its
/// subscription and asks upstream for everything, as Combine's does. The value upstream sends is a publisher of one value, which
/// is passed on.
@Suite struct SwitchToLatestConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func switchToLatest(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, value: Result<Int, TestError>.Publisher(.success(1)), upstreamDemand: .unlimited) { $0.switchToLatest() }
    }
}
