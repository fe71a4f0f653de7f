import Reactive
import TestSupport
import Testing

@Suite struct IgnoreOutputTests {
    @Test func ignoreOutputAsksForEverythingAndPassesOnOnlyTheCompletion() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Never, Never>(initialDemand: .none)
        upstream.ignoreOutput().subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func ignoreOutputPassesOnAFailure() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Never, TestError>()
        upstream.ignoreOutput().subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(5)))
        #expect(subscriber.history == ["subscription", "failure(TestError(5))"])
    }
}
