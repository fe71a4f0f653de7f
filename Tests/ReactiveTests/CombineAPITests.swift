import Foundation
import Reactive
import TestSupport
import Testing

/// Combine API that Combine code uses, with Combine's shapes: `Result.Publisher`, `receive()` for
/// `Void`, Codable completions and demands, `encode(encoder:)`, `tryFirst(where:)`, `tryCatch`.
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

    @Test func encodeRoundTripsThroughDecodeAndAnEncodingErrorEndsTheStream() throws {
        let roundTrip = TrackingSubscriber<Failure, any Error>()
        [Failure(code: 1), Failure(code: 2)].publisher.encode(encoder: JSONEncoder()).decode(type: Failure.self, decoder: JSONDecoder()).subscribe(roundTrip)
        #expect(roundTrip.values == [Failure(code: 1), Failure(code: 2)] && roundTrip.history.last == "finished")
        // JSONEncoder refuses a NaN: the failure ends the stream and cancels upstream.
        let upstream = PassthroughSubject<Double, Never>()
        let encoded = TrackingSubscriber<Data, any Error>()
        upstream.encode(encoder: JSONEncoder()).subscribe(encoded)
        upstream.send(1.5)
        upstream.send(.nan)
        upstream.send(2.5)
        #expect(encoded.values == [Data("1.5".utf8)])
        #expect(encoded.completions.count == 1 && encoded.history.last?.hasPrefix("failure") == true)
    }

    @Test func tryFirstSendsTheFirstPassingValueOrTheTestsError() {
        let found = TrackingSubscriber<Int, any Error>()
        [1, 2, 3, 4].publisher.tryFirst { $0 > 2 }.subscribe(found)
        #expect(found.history == ["subscription", "value(3)", "finished"])
        let none = TrackingSubscriber<Int, any Error>()
        [1, 2].publisher.tryFirst { $0 > 2 }.subscribe(none)
        #expect(none.history == ["subscription", "finished"])
        // A throw ends the search with its error, and upstream hears no more.
        let upstream = PassthroughSubject<Int, Never>()
        let thrown = TrackingSubscriber<Int, any Error>()
        upstream.tryFirst { value in
            if value == 2 { throw Failure(code: 2) }
            return value > 5
        }.subscribe(thrown)
        for value in [1, 2, 9] { upstream.send(value) }
        #expect(thrown.values.isEmpty && thrown.completions.count == 1)
        if case .failure(let error)? = thrown.completions.first { #expect(error as? Failure == Failure(code: 2)) }
        // The match waits for demand, as first(where:) does.
        let patient = TrackingSubscriber<Int, any Error>(initialDemand: .none)
        [7, 8].publisher.tryFirst { _ in true }.subscribe(patient)
        #expect(patient.history == ["subscription"])
        patient.request(.max(1))
        #expect(patient.history == ["subscription", "value(7)", "finished"])
    }

    @Test func tryCatchReplacesAFailureOrFailsWithWhatItThrows() {
        let replaced = TrackingSubscriber<Int, any Error>()
        Fail<Int, Failure>(error: Failure(code: 1)).tryCatch { _ in [5, 6].publisher }.subscribe(replaced)
        #expect(replaced.history == ["subscription", "value(5)", "value(6)", "finished"])
        let rethrown = TrackingSubscriber<Int, any Error>()
        Fail<Int, Failure>(error: Failure(code: 1)).tryCatch { error -> Just<Int> in throw Failure(code: error.code + 1) }.subscribe(rethrown)
        #expect(rethrown.values.isEmpty && rethrown.completions.count == 1)
        if case .failure(let error)? = rethrown.completions.first { #expect(error as? Failure == Failure(code: 2)) }
        // Values before the failure pass; demand carries over to the replacement.
        let upstream = PassthroughSubject<Int, Failure>()
        let carried = TrackingSubscriber<Int, any Error>(initialDemand: .max(2))
        upstream.tryCatch { _ in [8, 9].publisher }.subscribe(carried)
        upstream.send(1)
        upstream.send(completion: .failure(Failure(code: 3)))
        #expect(carried.values == [1, 8])
    }

    @Test func propertyListCodersAreTopLevelCodersAsInCombine() {
        let roundTrip = TrackingSubscriber<Int, any Error>()
        [Box(value: 7)].publisher.encode(encoder: PropertyListEncoder()).decode(type: Box.self, decoder: PropertyListDecoder()).map(\.value)
            .subscribe(roundTrip)
        #expect(roundTrip.values == [7])
    }

    private struct Box: Codable, Sendable {
        let value: Int
    }
}
