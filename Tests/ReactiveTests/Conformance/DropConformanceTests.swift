import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Drop`: `dropFirst` drops what comes before its subscription. Dropping one, the value upstream sends is dropped and the count asked of upstream in its place, so upstream is asked for the same in all.
@Suite struct DropConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func dropFirstNone(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.dropFirst(0) })
    }
    @Test(arguments: OperatorContract.Rule.allCases)
    func dropFirstOne(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, lifetime: .keptForLife, { $0.dropFirst() })
    }
}
