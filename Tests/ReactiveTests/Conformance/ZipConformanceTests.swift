import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Zip`: `zip` drops what an upstream sends before its subscription;
/// upstream's subscriber is one side, not the downstream's subscription. The other side is a subject holding a value, so the
/// value upstream sends is paired: each request goes to both upstreams, and the demand returned for a pair goes back to the side
/// that completed it, as Combine's does.
@Suite struct ZipConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func zip(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, upstreamSubscriberIsSubscription: false) {
            $0.zip(CurrentValueSubject<Int, TestError>(2))
        }
    }
}
