import Dispatch
import Foundation
import Reactive
import TestSupport
import Testing

/// The subscription an operator hands its subscriber describes itself by Combine's name for the
/// operator (`Map`), not by the type that implements it here, as Combine's do.
@Suite struct SubscriptionDescriptionTests {
    static func description<P: Publisher>(_ make: (ManualPublisher<Int, TestError>) -> P) -> String where P.Output: Sendable {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .none)
        make(upstream).subscribe(subscriber)
        return subscriber.subscription.map { String(describing: $0) } ?? "no subscription"
    }

    @Test func eachOperatorsSubscriptionIsNamedAsCombineNamesIt() {
        let queue = DispatchQueue(label: "description")
        #expect(Self.description { $0.map { $0 + 1 } } == "Map")
        #expect(Self.description { $0.tryMap { $0 + 1 } } == "TryMap")
        #expect(Self.description { $0.mapError { $0 } } == "MapError")
        #expect(Self.description { $0.replaceError(with: 0).setFailureType(to: TestError.self) } == "SetFailureType")
        #expect(Self.description { $0.map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: JSONDecoder()) } == "Decode")
        #expect(Self.description { $0.encode(encoder: JSONEncoder()) } == "Encode")
        #expect(Self.description { $0.handleEvents() } == "HandleEvents")
        #expect(Self.description { $0.collect() } == "Collect")
        #expect(Self.description { $0.replaceError(with: 0) } == "ReplaceError")
        #expect(Self.description { $0.receive(on: queue) } == "ReceiveOn")
        #expect(Self.description { $0.debounce(for: .milliseconds(5), scheduler: queue) } == "Debounce")
        #expect(Self.description { $0.catch { _ in Just(0).setFailureType(to: TestError.self) } } == "Catch")
        #expect(Self.description { $0.retry(1) } == "Retry")
        #expect(Self.description { $0.merge(with: Empty<Int, TestError>()) } == "Merge")
        #expect(Self.description { $0.combineLatest(Just(1).setFailureType(to: TestError.self)) } == "CombineLatest")
        #expect(Self.description { $0.flatMap { Just($0).setFailureType(to: TestError.self) } } == "FlatMap")
    }
}
