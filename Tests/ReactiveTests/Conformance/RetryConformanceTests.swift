import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Retry`: `retry` drops what comes before its subscription; upstream's
/// subscriber is not the downstream's subscription, which spans every upstream it switches to.
@Suite struct RetryConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func retry(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, holdsUpstream: true, upstreamSubscriberIsSubscription: false, { $0.retry(1) })
    }
}
