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

    /// Combine's overload for inner publishers that never fail: each takes upstream's failure type.
    /// Combine declares it as `switchToLatest` over a `map`, which forwards a completion that comes
    /// before upstream's subscription; that rule is the plain operator's, checked above.
    @Test(arguments: OperatorContract.Rule.allCases.filter { $0 != .completionBeforeSubscription })
    func switchToLatestOfNeverFailing(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, value: Just(1), upstreamDemand: .unlimited) { $0.switchToLatest() }
    }
}
