import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.MeasureInterval` and `SubscribeOn` (on
/// the immediate scheduler): both drop what comes before upstream's subscription and pass demand through.
@Suite struct MeasureIntervalSubscribeOnConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func measureInterval(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, lifetime: .keptForLife) { $0.measureInterval(using: ImmediateScheduler.shared) }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func subscribeOn(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, lifetime: .keptForLife) { $0.subscribe(on: ImmediateScheduler.shared) }
    }
}
