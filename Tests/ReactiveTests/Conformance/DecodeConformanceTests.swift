import Foundation
import Reactive
import TestSupport
import Testing

/// The subscription contract (`OperatorContract`) for `Publishers.Decode`: `decode` drops what comes before its subscription.
@Suite struct DecodeConformanceTests {
    @Test(arguments: OperatorContract.Rule.allCases)
    func decode(_ rule: OperatorContract.Rule) {
        OperatorContract.check(
            rule, early: .dropped, earlyCancel: .ignored, lifetime: .keptForLife, value: Data("1".utf8), { $0.decode(type: Int.self, decoder: JSONDecoder()) })
    }
}
