import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.PrefixWhile`: `prefix(while:)` and `tryPrefix(while:)` trap on what comes before their subscription, and keep their downstream for life, as Combine's do.
@Suite struct PrefixWhileConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func prefixWhile(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .trapped, lifetime: .keptForLife, { $0.prefix { $0 > 0 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryPrefixWhile(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .trapped, lifetime: .keptForLife, { $0.tryPrefix { $0 > 0 } })
    }
}
