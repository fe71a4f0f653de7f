import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Filter`: `filter` drops what comes before its subscription (Combine's passes it on: a departure left); `tryFilter` traps on it, and keeps its downstream for life, as Combine's does.
@Suite struct FilterConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func filter(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.filter { $0 > 0 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryFilter(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .trapped, lifetime: .keptForLife, { $0.tryFilter { $0 > 0 } })
    }
}
