import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.DropWhile`: `drop(while:)` and `tryDrop(while:)` drop what comes before their subscription.
@Suite struct DropWhileConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func dropWhile(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.drop { $0 > 5 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryDropWhile(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.tryDrop { $0 > 5 } })
    }
}
