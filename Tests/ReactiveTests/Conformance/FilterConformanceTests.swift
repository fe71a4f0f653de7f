import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Filter`: `filter` and `tryFilter` drop what comes before their subscription, as Combine's do.
@Suite struct FilterConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func filter(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.filter { $0 > 0 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryFilter(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.tryFilter { $0 > 0 } })
    }
}
