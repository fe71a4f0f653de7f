import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.FlatMap`: `flatMap` drops what comes before its subscription.
/// It asks upstream for everything.
@Suite struct FlatMapConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func flatMap(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, upstreamDemand: .unlimited, { $0.flatMap { Just($0).setFailureType(to: TestError.self) } })
    }

    /// Combine's overload for inner publishers that never fail: each takes upstream's failure type.
    @Test(arguments: OperatorContract.Rule.allCases)
    func flatMapToNeverFailing(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, upstreamDemand: .unlimited, { $0.flatMap { Just($0) } })
    }
}
