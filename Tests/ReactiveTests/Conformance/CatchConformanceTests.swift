import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Catch`: `catch` traps on a value before its subscription, as Combine's does, and drops a completion; upstream's
/// subscriber is not the downstream's subscription, which spans every upstream it switches to. After a cancel, what the upstream of the
/// moment sends still goes down, with the downstream's demand returned, but not its completion, as Combine's does.
@Suite struct CatchConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func catchOperator(_ rule: OperatorContract.Rule) {
        OperatorContract.check(
            rule, early: .valueTrapped, afterCancel: .valuesForwarded, upstreamSubscriberIsSubscription: false, { $0.catch { _ in Empty<Int, TestError>() } })
    }
}
