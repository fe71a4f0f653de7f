import Reactive
import TestSupport
import Testing

@Suite struct ComparisonTests {
    @Test func minAndMaxSendTheSmallestAndLargestWhenUpstreamFinishes() {
        let smallest = TrackingSubscriber<Int, Never>()
        let largest = TrackingSubscriber<Int, Never>()
        [3, 1, 4, 1, 5].publisher.min().subscribe(smallest)
        [3, 1, 4, 1, 5].publisher.max().subscribe(largest)
        #expect(smallest.history == ["subscription", "value(1)", "finished"])
        #expect(largest.history == ["subscription", "value(5)", "finished"])
    }

    @Test func byOrdersWithTheClosure() {
        let shortest = TrackingSubscriber<String, Never>()
        let longest = TrackingSubscriber<String, Never>()
        ["ccc", "a", "bb"].publisher.min { $0.count < $1.count }.subscribe(shortest)
        ["ccc", "a", "bb"].publisher.max { $0.count < $1.count }.subscribe(longest)
        #expect(shortest.history == ["subscription", "value(a)", "finished"])
        #expect(longest.history == ["subscription", "value(ccc)", "finished"])
    }

    @Test func minOfNothingJustFinishes() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        Empty<Int, Never>().min().subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func tryMaxEndsWithTheThrownErrorAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryMax { _, _ in throw TestError(6) }.subscribe(subscriber)
        upstream.send(1)
        #expect(subscriber.history == ["subscription"])
        upstream.send(2)
        #expect(subscriber.history == ["subscription", "failure(TestError(6))"])
        #expect(upstream.subscription.cancels == 1)
    }
}
