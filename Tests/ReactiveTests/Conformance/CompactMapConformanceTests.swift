import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.CompactMap`: `compactMap` and `tryCompactMap` drop what comes before their subscription, as Combine's do.
@Suite struct CompactMapConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func compactMap(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.compactMap { $0 > 0 ? $0 : nil } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryCompactMap(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.tryCompactMap { $0 > 0 ? $0 : nil } })
    }
}
