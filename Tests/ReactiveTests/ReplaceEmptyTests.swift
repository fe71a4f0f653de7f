import Reactive
import TestSupport
import Testing

@Suite struct ReplaceEmptyTests {
    @Test func anEmptyUpstreamIsReplacedByTheValue() {
        let subscriber = TrackingSubscriber<Double, Never>()
        [Double]().publisher.replaceEmpty(with: -1).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(-1.0)", "finished"])
    }

    @Test func valuesPassThroughAndNothingIsAdded() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2)) { _ in .max(3) }
        upstream.replaceEmpty(with: 9).subscribe(subscriber)
        #expect(upstream.send(1) == .max(3))
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    /// Combine asks upstream for everything right after the downstream's own first request, and
    /// passes each later request on besides.
    @Test func upstreamIsAskedForEverythingAndEachRequestBesides() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        upstream.replaceEmpty(with: 9).subscribe(subscriber)
        subscriber.request(.max(5))
        #expect(upstream.subscription.requests == [.max(2), .unlimited, .max(5)])
    }

    @Test func theReplacementWaitsForDemand() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.replaceEmpty(with: 22).subscribe(subscriber)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(22)", "finished"])
    }

    @Test func aFailureIsNotReplaced() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.replaceEmpty(with: 42).subscribe(subscriber)
        upstream.send(completion: .failure(TestError(1)))
        #expect(subscriber.history == ["subscription", "failure(TestError(1))"])
    }
}
