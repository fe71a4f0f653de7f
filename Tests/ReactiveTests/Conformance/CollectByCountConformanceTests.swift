import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.CollectByCount`: `collect(_:)` drops what
/// comes before its subscription and asks upstream for `count` values for each array asked for (here one).
@Suite struct CollectByCountConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func collectByCount(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, lifetime: .keptForLife) { $0.collect(1) }
    }
}
