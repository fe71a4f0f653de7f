import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.DropUntilOutput` and `PrefixUntilOutput`:
/// both drop what comes before upstream's subscription and pass demand through. `drop(untilOutputFrom:)`
/// subscribes the downstream first, as Combine's does; here its trigger has already fired, so the value
/// upstream sends is passed on. `prefix(untilOutputFrom:)` has a trigger that never fires.
@Suite struct UntilOutputConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func dropUntilOutput(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, lifetime: .keptForLife) { $0.drop(untilOutputFrom: Just(0).setFailureType(to: TestError.self)) }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func prefixUntilOutput(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, lifetime: .keptForLife) { $0.prefix(untilOutputFrom: PassthroughSubject<Int, Never>()) }
    }
}
