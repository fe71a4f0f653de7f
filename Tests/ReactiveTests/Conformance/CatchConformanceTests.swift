import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Catch`: `catch` drops what comes before its subscription; upstream's
/// subscriber is not the downstream's subscription, which spans every upstream it switches to.
@Suite struct CatchConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func catchOperator(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, upstreamSubscriberIsSubscription: false, { $0.catch { _ in Empty<Int, TestError>() } })
    }
}
