import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Zip3` and `Zip4`: as `Zip`'s, with the
/// other sides subjects holding a value, so the value upstream sends makes a tuple.
@Suite struct ZipArityConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func zip3(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false) {
            $0.zip(CurrentValueSubject<Int, TestError>(2), CurrentValueSubject<Int, TestError>(3))
        }
    }

    @Test(arguments: OperatorContract.Rule.allCases)
    func zip4(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false) {
            $0.zip(CurrentValueSubject<Int, TestError>(2), CurrentValueSubject<Int, TestError>(3), CurrentValueSubject<Int, TestError>(4))
        }
    }
}
