import Reactive
import TestSupport
import Testing

@Suite struct OutputTests {
    @Test func prefixSendsTheFirstValuesAndFinishesOnTheNextOne() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.prefix(2).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        // As Combine's: the stream ends when a value past the range arrives, not with the last.
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)"])
        #expect(upstream.send(3) == .none)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func prefixOfASequenceIsCombinesDocumentedExample() {
        let subscriber = TrackingSubscriber<Int, Never>()
        (0...10).publisher.prefix(2).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(0)", "value(1)", "finished"])
    }

    @Test func outputInDropsValuesBeforeTheRangeAskingOneMoreForEach() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1)) { _ in .max(42) }
        upstream.output(in: 3..<5).subscribe(subscriber)
        #expect(upstream.send(0) == .max(1))
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(1))
        #expect(upstream.send(3) == .max(42))
        #expect(upstream.send(4) == .max(42))
        #expect(upstream.send(5) == .none)
        #expect(subscriber.history == ["subscription", "value(3)", "value(4)", "finished"])
    }

    @Test func outputAtSendsTheOneValueAndAClosedRangeCountsItsEnd() {
        let one = TrackingSubscriber<String, Never>()
        ["a", "b", "c"].publisher.output(at: 1).subscribe(one)
        let closed = TrackingSubscriber<Int, Never>()
        [0, 1, 2, 3, 4].publisher.output(in: 1...2).subscribe(closed)
        #expect(one.history == ["subscription", "value(b)", "finished"])
        #expect(closed.history == ["subscription", "value(1)", "value(2)", "finished"])
    }

    @Test func upstreamFinishingInsideTheRangeFinishes() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1].publisher.prefix(3).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }
}
