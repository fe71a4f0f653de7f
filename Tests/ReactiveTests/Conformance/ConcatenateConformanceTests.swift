import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Concatenate`: `append` and `prepend` drop what comes before
/// their subscription; upstream's subscriber is not the downstream's subscription, which spans the prefix and the suffix.
@Suite struct ConcatenateConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func append(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, lifetime: .keptForLife, upstreamSubscriberIsSubscription: false) { $0.append(2, 3) }
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func prependEmpty(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, lifetime: .keptForLife, upstreamSubscriberIsSubscription: false) { $0.prepend(Empty()) }
    }
}
