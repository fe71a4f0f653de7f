import Reactive
import TestSupport
import Testing

@Suite struct CountTests {
    @Test func countSendsHowManyValuesCameWhenUpstreamFinishes() {
        let upstream = ManualPublisher<String, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.count().subscribe(subscriber)
        upstream.send("a")
        upstream.send("b")
        #expect(subscriber.history == ["subscription"])
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(2)", "finished"])
    }

    @Test func countOfNothingIsZero() {
        let subscriber = TrackingSubscriber<Int, Never>()
        Empty<Int, Never>().count().subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(0)", "finished"])
    }
}
