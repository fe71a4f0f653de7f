import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for the debugging operators. `print` and `breakpoint` are
/// plain wrappers, as Combine's are (`breakpoint` is a `handleEvents`): what comes before the subscription
/// and after a cancel is passed on. `assertNoFailure` drops it. None of the closures here stops.
@Suite struct DebuggingConformanceTests {
    /// Where `print` writes.
    final class Lines: TextOutputStream {
        var text = ""
        func write(_ string: String) { text += string }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func print(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, lifetime: .keptForLife) { $0.print("p", to: Lines()) }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func breakpoint(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .forwarded, lifetime: .keptForLife) { $0.breakpoint(receiveOutput: { _ in false }) }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func assertNoFailure(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule) { $0.assertNoFailure() }
    }
}
