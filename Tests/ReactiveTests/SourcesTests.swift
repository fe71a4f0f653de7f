import Foundation
import Reactive
import TestSupport
import Testing

/// `Optional.Publisher`, `Record`, `Result.Publisher`'s initialisers and `makeConnectable()`, as
/// Combine declares them.
@Suite struct SourcesTests {
    @Test func optionalPublisherSendsItsValueOnDemandOrFinishesAtOnce() {
        let some = TrackingSubscriber<Int, Never>(initialDemand: .none)
        let value: Optional<Int>.Publisher = Optional(1).publisher
        value.subscribe(some)
        #expect(some.history == ["subscription"])
        some.request(.max(1))
        #expect(some.history == ["subscription", "value(1)", "finished"])

        let none = TrackingSubscriber<Int, Never>(initialDemand: .none)
        Optional<Int>.Publisher(nil).subscribe(none)
        #expect(none.history == ["subscription", "finished"])
    }

    @Test func recordPlaysBackItsValuesAsDemandedThenItsCompletion() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError(3)))
        }
        #expect(record.recording.output == [1, 2])
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(1))
        record.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "failure(TestError(3))"])

        let again = TrackingSubscriber<Int, Never>()
        Record<Int, Never>(output: [4], completion: .finished).subscribe(again)
        #expect(again.history == ["subscription", "value(4)", "finished"])
    }

    @Test func recordIsCodableAsCombinesIs() throws {
        let record = Record<Int, Never>(recording: .init(output: [1, 2]))
        let decoded = try JSONDecoder().decode(Record<Int, Never>.self, from: JSONEncoder().encode(record))
        #expect(decoded.recording.output == [1, 2])
    }

    @Test func resultPublisherInitialisers() {
        let value = TrackingSubscriber<Int, TestError>()
        Result<Int, TestError>.Publisher(1).subscribe(value)
        let failure = TrackingSubscriber<Int, TestError>()
        Result<Int, TestError>.Publisher(TestError(2)).subscribe(failure)
        #expect(value.history == ["subscription", "value(1)", "finished"])
        #expect(failure.history == ["subscription", "failure(TestError(2))"])
    }

    @Test func makeConnectableSubscribesUpstreamOnlyOnConnect() {
        let upstream = ManualPublisher<Int, Never>()
        let connectable = upstream.makeConnectable()
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        connectable.subscribe(first)
        connectable.subscribe(second)
        #expect(upstream.subscription.requests.isEmpty)
        let connection = connectable.connect()
        _ = upstream.send(1)
        connection.cancel()
        #expect(upstream.subscription.cancels == 1)
        #expect(first.values == [1])
        #expect(second.values == [1])
    }
}
