import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.CompactMap`: `compactMap` drops what comes before its subscription (Combine's passes it on: a departure left); `tryCompactMap` traps on it, and keeps its downstream for life, as Combine's does.
@Suite struct CompactMapConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func compactMap(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, { $0.compactMap { $0 > 0 ? $0 : nil } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryCompactMap(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .trapped, lifetime: .keptForLife, { $0.tryCompactMap { $0 > 0 ? $0 : nil } })
    }
}
