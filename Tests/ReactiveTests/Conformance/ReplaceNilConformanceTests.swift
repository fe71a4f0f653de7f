import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.ReplaceNil`: `replaceNil(with:)` is a `map`, and passes on what comes before its subscription, as Combine's does.
@Suite struct ReplaceNilConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func replaceNil(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, value: Optional(1), { $0.replaceNil(with: 0) })
    }
}
