import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.RemoveDuplicates`: `removeDuplicates` and `tryRemoveDuplicates(by:)` trap on what comes before their subscription, and keep their downstream for life, as Combine's do.
@Suite struct RemoveDuplicatesConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func removeDuplicates(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .trapped, lifetime: .keptForLife, { $0.removeDuplicates() })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func removeDuplicatesBy(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .trapped, lifetime: .keptForLife, { $0.removeDuplicates { $0 / 10 == $1 / 10 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryRemoveDuplicates(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .trapped, lifetime: .keptForLife, { $0.tryRemoveDuplicates { $0 == $1 } })
    }
}
