import Foundation
import Reactive
import TestSupport
import Testing

/// Combine API that Combine code uses, with Combine's shapes: `Result.Publisher`, `receive()` for
/// `Void`, Codable completions and demands.
@Suite struct CombineAPITests {
    struct Failure: Error, Codable, Equatable { let code: Int }

    @Test func aResultPublishesItsValueOrItsFailure() {
        let success = TrackingSubscriber<Int, Failure>()
        Result<Int, Failure>.success(4).publisher.subscribe(success)
        #expect(success.history == ["subscription", "value(4)", "finished"])
        let failure = TrackingSubscriber<Int, Failure>()
        Result<Int, Failure>.failure(Failure(code: 7)).publisher.subscribe(failure)
        #expect(failure.values.isEmpty && failure.completions == [.failure(Failure(code: 7))])
    }

    @Test func aVoidSubscriberReceivesWithoutAnArgument() {
        let subscriber = TrackingSubscriber<Void, Never>()
        subscriber.receive(subscription: RecordingSubscription())
        _ = subscriber.receive()
        #expect(subscriber.events.count == 2)
    }

    @Test func completionsAndDemandsRoundTripAsCombineEncodesThem() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let failed = Subscribers.Completion<Failure>.failure(Failure(code: 3))
        #expect(String(decoding: try encoder.encode(failed), as: UTF8.self) == #"{"error":{"code":3},"success":false}"#)
        #expect(try JSONDecoder().decode(Subscribers.Completion<Failure>.self, from: encoder.encode(failed)) == failed)
        let finished = Subscribers.Completion<Failure>.finished
        #expect(try JSONDecoder().decode(Subscribers.Completion<Failure>.self, from: encoder.encode(finished)) == finished)
        for demand in [Subscribers.Demand.none, .max(3), .unlimited] {
            #expect(try JSONDecoder().decode(Subscribers.Demand.self, from: encoder.encode(demand)) == demand)
        }
    }
}
