import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Merge`: `merge(with:)` drops what an upstream sends before its subscription; upstream's
/// subscriber is one side of the merge, not the downstream's subscription.
/// It asks each upstream for one value at a time while demand is bounded, as Combine's does.
@Suite struct MergeConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func merge(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) { $0.merge(with: Empty<Int, TestError>()) }
    }
}
