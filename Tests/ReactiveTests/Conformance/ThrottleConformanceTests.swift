import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Throttle`: `throttle` drops what comes
/// before its subscription and asks upstream for everything, as Combine's does.
@Suite struct ThrottleConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases, [false, true])
    func throttle(_ rule: OperatorContract.Rule, latest: Bool) {
        OperatorContract.check(rule, upstreamDemand: .unlimited) { $0.throttle(for: .nanoseconds(5), scheduler: ImmediateScheduler.shared, latest: latest) }
    }
}
