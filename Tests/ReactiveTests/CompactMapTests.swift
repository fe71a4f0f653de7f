import Reactive
import TestSupport
import Testing

@Suite struct CompactMapTests {
    @Test func compactMapSendsTheResultsThatAreNotNilAndAsksOneMorePerNil() {
        let upstream = ManualPublisher<String, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1)) { _ in .max(1) }
        upstream.compactMap { Int($0) }.subscribe(subscriber)
        #expect(upstream.send("1") == .max(1))
        #expect(upstream.send("x") == .max(1))
        #expect(upstream.send("3") == .max(1))
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "value(3)", "finished"])
        #expect(upstream.subscription.requests == [.max(1)])
    }

    @Test func tryCompactMapEndsWithTheThrownErrorAndCancelsUpstream() {
        let upstream = ManualPublisher<String, Never>()
        let subscriber = TrackingSubscriber<Int, any Error>()
        upstream.tryCompactMap { text -> Int? in
            if text == "!" { throw TestError(9) }
            return Int(text)
        }
        .subscribe(subscriber)
        upstream.send("x")
        upstream.send("2")
        upstream.send("!")
        upstream.send("3")
        #expect(subscriber.history == ["subscription", "value(2)", "failure(TestError(9))"])
        #expect(upstream.subscription.cancels == 1)
    }
}
