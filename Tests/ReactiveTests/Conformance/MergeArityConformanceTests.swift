import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Merge3` … `Merge8` and `MergeMany`: as
/// `Merge`'s, each upstream asked for one value at a time while demand is bounded.
@Suite struct MergeArityConformanceTests {
    typealias Upstream = ManualPublisher<Int, TestError>

    static let empty = Empty<Int, TestError>()

    @Test(arguments: OperatorContract.Rule.allCases)
    func merge3(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) { $0.merge(with: Self.empty, Self.empty) }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func merge4(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) {
            $0.merge(with: Self.empty, Self.empty, Self.empty)
        }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func merge5(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) {
            $0.merge(with: Self.empty, Self.empty, Self.empty, Self.empty)
        }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func merge6(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) {
            $0.merge(with: Self.empty, Self.empty, Self.empty, Self.empty, Self.empty)
        }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func merge7(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) {
            $0.merge(with: Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty)
        }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func merge8(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) {
            $0.merge(with: Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty, Self.empty)
        }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func mergeMany(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false, upstreamDemand: .max(2)) {
            Publishers.MergeMany($0.eraseToAnyPublisher(), Self.empty.eraseToAnyPublisher())
        }
    }
}
