import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Output`: `prefix(_:)`, `output(at:)` and `output(in:)` drop what comes before their subscription.
@Suite struct OutputConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func prefix(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.prefix(5) })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func outputAt(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.output(at: 0) })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func outputIn(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.output(in: ..<3) })
    }
}
