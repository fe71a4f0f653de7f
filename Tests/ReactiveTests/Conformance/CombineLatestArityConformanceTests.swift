import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.CombineLatest3` and `CombineLatest4`: as
/// `CombineLatest`'s, each request passed to every upstream.
@Suite struct CombineLatestArityConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func combineLatest3(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(5)) {
            $0.combineLatest(Just(2).setFailureType(to: TestError.self), Just(3).setFailureType(to: TestError.self))
        }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func combineLatest4(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(5)) {
            $0.combineLatest(
                Just(2).setFailureType(to: TestError.self), Just(3).setFailureType(to: TestError.self), Just(4).setFailureType(to: TestError.self))
        }
    }
}
