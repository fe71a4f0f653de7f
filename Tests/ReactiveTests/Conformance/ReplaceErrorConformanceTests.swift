import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.ReplaceError`: `replaceError(with:)` drops what comes before its subscription.
@Suite struct ReplaceErrorConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func replaceError(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, { $0.replaceError(with: 0) })
    }
}
