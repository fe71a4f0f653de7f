import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Retry`: `retry` traps on a value before its subscription, as Combine's does, and drops a completion; upstream's
/// subscriber is not the downstream's subscription, which spans every upstream it switches to.
@Suite struct RetryConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func retry(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .valueTrapped, holdsUpstream: true, upstreamSubscriberIsSubscription: false, { $0.retry(1) })
    }
}
