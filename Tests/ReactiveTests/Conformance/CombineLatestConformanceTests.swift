import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.CombineLatest`: `combineLatest` drops what an upstream sends before its
/// subscription; upstream's subscriber is one side, not the downstream's subscription.
@Suite struct CombineLatestConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func combineLatest(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false) { $0.combineLatest(Just(2).setFailureType(to: TestError.self)).map { $0 + $1 } }
    }
}
