import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Share`: `share()` is a multicast through a subject, so the
/// downstream is subscribed to the subject at once, and upstream's subscriber is the one feeding the subject, which, as Combine's
/// subjects do, asks upstream for everything.
@Suite struct ShareConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func share(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamDemand: .unlimited) { $0.share() }
    }
}
