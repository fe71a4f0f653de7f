import Reactive
import TestSupport
import Testing

@Suite struct DropWhileTests {
    @Test func dropWhileDropsTheLeadingRunAskingOneMoreForEachThenSendsEverything() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        upstream.drop { $0 < 3 }.subscribe(subscriber)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(1))
        #expect(upstream.send(5) == .none)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(5)", "value(1)", "finished"])
    }

    @Test func tryDropWhileEndsWithTheThrownErrorAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryDrop { _ in throw TestError(2) }.subscribe(subscriber)
        upstream.send(1)
        #expect(subscriber.history == ["subscription", "failure(TestError(2))"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func prefixWhileSendsTheLeadingRunThenFinishesAndCancelsUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.prefix { $0 < 3 }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(5)
        upstream.send(1)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func tryPrefixWhileEndsWithTheThrownError() {
        let subscriber = TrackingSubscriber<Int, any Error>()
        [1, 2].publisher.tryPrefix { value in
            if value == 2 { throw TestError(2) }
            return true
        }
        .subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "failure(TestError(2))"])
    }
}
