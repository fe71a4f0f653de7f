import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.MapError`: `mapError` passes on what comes before its subscription, as Combine's does.
@Suite struct MapErrorConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func mapError(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, { $0.mapError { $0 } })
    }
}
