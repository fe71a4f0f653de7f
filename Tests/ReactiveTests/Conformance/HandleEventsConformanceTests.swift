import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.HandleEvents`: `handleEvents` passes on what comes before its subscription, as Combine's does.
@Suite struct HandleEventsConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func handleEvents(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, lifetime: .keptForLife, { $0.handleEvents(receiveOutput: { _ in }) })
    }
}
