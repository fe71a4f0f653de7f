import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Map`: `map` passes on what comes before its subscription, as Combine's does; `tryMap` drops it.
@Suite struct MapConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func map(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, { $0.map { $0 * 2 } })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func tryMap(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.tryMap { $0 * 2 } })
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func mapKeyPath(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, { $0.map(\.magnitude) })
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func mapKeyPath2(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, { $0.map(\.magnitude, \.description) })
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func mapKeyPath3(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, { $0.map(\.magnitude, \.description, \.words) })
    }
}
