import Foundation
import Reactive
import TestSupport
import Testing

@Suite struct MapTests {
    @Test func mapIsTransparentForDemandAndCompletion() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<String, TestError>(initialDemand: .max(2)) { _ in .max(1) }
        upstream.map { "#\($0)" }.subscribe(subscriber)
        #expect(upstream.send(1) == .max(1))
        upstream.send(completion: .failure(TestError(5)))
        upstream.send(2)
        #expect(upstream.subscription.requests == [.max(2)])
        #expect(subscriber.history == ["subscription", "value(#1)", "failure(TestError(5))"])
    }

    @Test func mapCancelReachesUpstreamOnce() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.map { $0 }.subscribe(subscriber)
        subscriber.cancel()
        subscriber.cancel()
        upstream.send(1)
        #expect(upstream.subscription.cancels == 1)
        // A plain wrapper, as Combine's `map` is: what upstream still sends goes down, however
        // often the downstream cancelled (a second cancel used to stop it).
        #expect(subscriber.history == ["subscription", "value(1)"])
    }

    @Test func tryMapCancelsUpstreamBeforeFailingAndDropsLaterEvents() {
        let upstream = ManualPublisher<Int, Never>()
        let order = Locked<[String]>([])
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryMap { value -> Int in
            if value == 2 { throw TestError(2) }
            return value * 10
        }
        .handleEvents(receiveCompletion: { _ in order.withLock { $0.append("completion cancels=\(upstream.subscription.cancels)") } })
        .subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        upstream.send(completion: .finished)
        #expect(subscriber.values == [10])
        #expect(subscriber.completions.count == 1)
        #expect(upstream.subscription.cancels == 1)
        #expect(order.withLock { $0 } == ["completion cancels=1"])
        if case .failure(let error)? = subscriber.completions.first {
            #expect(error as? TestError == TestError(2))
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func mapErrorTransformsOnlyTheFailure() {
        let subscriber = TrackingSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: TestError(1)).mapError { TestError($0.code + 100) }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "failure(TestError(101))"])
        let values = TrackingSubscriber<Int, TestError>()
        Just(4).setFailureType(to: TestError.self).mapError { $0 }.subscribe(values)
        #expect(values.history == ["subscription", "value(4)", "finished"])
    }

    @Test func decodeDecodesAndFailsWithTheDecoderError() {
        struct Item: Decodable, Sendable, Equatable { let id: Int }
        let upstream = ManualPublisher<Data, Never>()
        let subscriber = TrackingSubscriber<Item, any Error>()
        upstream.decode(type: Item.self, decoder: JSONDecoder()).subscribe(subscriber)
        upstream.send(Data(#"{"id": 7}"#.utf8))
        upstream.send(Data(#"{"id": "x"}"#.utf8))
        upstream.send(Data(#"{"id": 8}"#.utf8))
        #expect(subscriber.values == [Item(id: 7)])
        #expect(upstream.subscription.cancels == 1)
        guard case .failure(let error)? = subscriber.completions.first else {
            Issue.record("expected a failure")
            return
        }
        #expect(error is DecodingError)
    }

    @Test func replaceNilIsAMapThatReplacesEachNil() {
        let subscriber = TrackingSubscriber<Int, Never>()
        let publisher: Publishers.Map<Publishers.Sequence<[Int?], Never>, Int> = [1, nil, 3].publisher.replaceNil(with: 0)
        publisher.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(0)", "value(3)", "finished"])
    }

    @Test func mapOfKeyPathsReadsEachValuesProperties() {
        struct Item: Sendable {
            let name: String
            let count: Int
            let open: Bool
        }
        let items = [Item(name: "a", count: 1, open: true)]
        let one = TrackingSubscriber<String, Never>()
        let names: Publishers.MapKeyPath<Publishers.Sequence<[Item], Never>, String> = Publishers.Sequence(sequence: items).map(\.name)
        names.subscribe(one)
        let two = TrackingSubscriber<(String, Int), Never>()
        Publishers.Sequence<[Item], Never>(sequence: items).map(\.name, \.count).subscribe(two)
        let three = TrackingSubscriber<(String, Int, Bool), Never>()
        Publishers.Sequence<[Item], Never>(sequence: items).map(\.name, \.count, \.open).subscribe(three)
        #expect(one.history == ["subscription", "value(a)", "finished"])
        #expect(two.history == ["subscription", "value((\"a\", 1))", "finished"])
        #expect(three.history == ["subscription", "value((\"a\", 1, true))", "finished"])
    }
}
