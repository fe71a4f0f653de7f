import Reactive
import TestSupport
import Testing

@Suite struct RemoveDuplicatesTests {
    @Test func removeDuplicatesDropsRepeatsInARowOnly() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2, 2, 2, 3, 3, 1].publisher.removeDuplicates().subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "value(3)", "value(1)", "finished"])
    }

    @Test func eachDuplicateDroppedAsksUpstreamForOneMore() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        upstream.removeDuplicates().subscribe(subscriber)
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(1) == .max(1))
        #expect(subscriber.history == ["subscription", "value(1)"])
    }

    /// Combine compares each value with the one upstream sent before it, sent on or not: with
    /// "within one" as the test, 1 2 3 sends only 1.
    @Test func byComparesWithThePreviousValueReceivedNotThePreviousSent() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2, 3, 5].publisher.removeDuplicates { abs($0 - $1) <= 1 }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(5)", "finished"])
    }

    @Test func eachSubscriptionStartsWithoutAPreviousValue() {
        let publisher = [7, 7].publisher.removeDuplicates()
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        publisher.subscribe(first)
        publisher.subscribe(second)
        #expect(first.history == ["subscription", "value(7)", "finished"])
        #expect(second.history == first.history)
    }

    @Test func tryRemoveDuplicatesEndsWithTheThrownErrorAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryRemoveDuplicates { previous, next in
            if next == 0 { throw TestError(0) }
            return previous == next
        }
        .subscribe(subscriber)
        upstream.send(1)
        upstream.send(1)
        upstream.send(0)
        upstream.send(2)
        #expect(subscriber.history == ["subscription", "value(1)", "failure(TestError(0))"])
        #expect(upstream.subscription.cancels == 1)
    }
}
