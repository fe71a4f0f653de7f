import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.TryFirstWhere`: `tryFirst(where:)` drops what comes before its subscription.
/// It asks upstream for everything.
@Suite struct TryFirstWhereConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryFirstWhere(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, upstreamDemand: .unlimited, { $0.tryFirst { $0 > 0 } })
    }
}
