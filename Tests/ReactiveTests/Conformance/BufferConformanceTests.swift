import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Buffer` and `Publishers.CollectByTime`: both drop what comes
/// before their subscription. `buffer` asks upstream for its size and then one for each value sent (`.keepFull`: 10 and 1), or
/// for everything (`.byRequest`); `collect(.byTime…)` asks for everything.
@Suite struct BufferConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func bufferKeepFull(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamDemand: .max(11)) { $0.buffer(size: 10, prefetch: .keepFull, whenFull: .dropNewest) }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func bufferByRequest(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamDemand: .unlimited) { $0.buffer(size: 10, prefetch: .byRequest, whenFull: .dropOldest) }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func collectByTimeOrCount(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamDemand: .unlimited) { $0.collect(.byTimeOrCount(ImmediateScheduler.shared, .seconds(1), 1)) }
    }
}
