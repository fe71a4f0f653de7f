import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.CombineLatest`: `combineLatest` drops what an upstream sends before its
/// subscription; upstream's subscriber is one side, not the downstream's subscription.
/// It passes each request to both upstreams and asks nothing for a value, as Combine's does.
@Suite struct CombineLatestConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func combineLatest(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(5)) {
            $0.combineLatest(Just(2).setFailureType(to: TestError.self))
        }
    }
}
