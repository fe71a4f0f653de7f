import Foundation
import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Encode`: `encode` drops what comes before its subscription.
@Suite struct EncodeConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func encode(_ rule: OperatorContract.Rule) {
        OperatorContract.check(rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, { $0.encode(encoder: JSONEncoder()) })
    }
}
