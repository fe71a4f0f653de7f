import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.SetFailureType`, over an
/// upstream that never fails: a plain wrapper, it passes on what comes before its subscription,
/// as Combine's does.
@Suite struct SetFailureTypeConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func setFailureType(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, neverFailing: { $0.setFailureType(to: TestError.self) })
    }
}
