import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.MakeConnectable`, connected by
/// `autoconnect()`: a multicast through a subject, so the downstream is subscribed to the subject at once,
/// and the subject asks upstream for everything.
@Suite struct MakeConnectableConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func makeConnectable(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamDemand: .unlimited, neverFailing: { $0.makeConnectable().autoconnect() })
    }
}
