import Reactive
import TestSupport
import Testing

@Suite struct ScanTests {
    @Test func scanSendsEachAccumulation() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [1, 2, 3, 4].publisher.scan(0, +).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(3)", "value(6)", "value(10)", "finished"])
    }

    @Test func scanPassesDemandThroughAndEachSubscriptionStartsAfresh() {
        let upstream = ManualPublisher<Int, Never>()
        let publisher = upstream.scan(10) { $0 + $1 }
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2)) { _ in .max(1) }
        publisher.subscribe(subscriber)
        #expect(upstream.send(1) == .max(1))
        upstream.send(2)
        #expect(subscriber.history == ["subscription", "value(11)", "value(13)"])
        #expect(upstream.subscription.requests == [.max(2)])
        let again = TrackingSubscriber<Int, Never>()
        [5].publisher.scan(10, +).subscribe(again)
        #expect(again.history == ["subscription", "value(15)", "finished"])
    }

    @Test func tryScanEndsWithTheThrownErrorAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryScan(0) { total, value in
            if value < 0 { throw TestError(value) }
            return total + value
        }
        .subscribe(subscriber)
        upstream.send(1)
        upstream.send(-2)
        upstream.send(3)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "failure(TestError(-2))"])
        #expect(upstream.subscription.cancels == 1)
    }
}
