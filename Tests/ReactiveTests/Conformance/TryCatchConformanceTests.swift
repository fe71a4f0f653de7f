import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.TryCatch`: `tryCatch` drops what comes before its subscription; upstream's
/// subscriber is not the downstream's subscription, which spans every upstream it switches to.
@Suite struct TryCatchConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryCatch(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, upstreamSubscriberIsSubscription: false, { $0.tryCatch { _ in Empty<Int, TestError>() } })
    }
}
