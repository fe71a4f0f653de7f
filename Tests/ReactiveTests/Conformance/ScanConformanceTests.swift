import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Scan`: `scan` passes on what comes before its subscription, as Combine's plain wrapper does; `tryScan` drops it.
@Suite struct ScanConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func scan(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, { $0.scan(0, +) })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryScan(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.tryScan(0, +) })
    }
}
