import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.ReceiveOn`: `receive(on:)` drops what comes before its subscription.
@Suite struct ReceiveOnConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func receiveOn(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, { $0.receive(on: ImmediateScheduler.shared) })
    }
}
