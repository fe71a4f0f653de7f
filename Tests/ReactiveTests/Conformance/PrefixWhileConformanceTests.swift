import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.PrefixWhile`: `prefix(while:)` and `tryPrefix(while:)` drop what comes before their subscription.
@Suite struct PrefixWhileConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func prefixWhile(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.prefix { $0 > 0 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryPrefixWhile(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.tryPrefix { $0 > 0 } })
    }
}
