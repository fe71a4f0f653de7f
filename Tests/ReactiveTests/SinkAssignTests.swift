import Reactive
import TestSupport
import Testing

@Suite struct SinkAssignTests {
    @Test func sinkRequestsUnlimitedAndReleasesClosuresOnCompletion() {
        final class Witness: Sendable {}
        let upstream = ManualPublisher<Int, TestError>()
        let received = Locked<[String]>([])
        weak var weakWitness: Witness?
        var token: AnyCancellable?
        do {
            let witness = Witness()
            weakWitness = witness
            token = upstream.sink(
                receiveCompletion: { _ in
                    _ = witness; received.withLock { $0.append("done") }
                },
                receiveValue: { value in received.withLock { $0.append("\(value)") } }
            )
        }
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(1)
        #expect(weakWitness != nil)
        upstream.send(completion: .finished)
        #expect(weakWitness == nil)
        upstream.send(2)
        #expect(received.withLock { $0 } == ["1", "done"])
        token?.cancel()
    }

    /// A sink cancelled before any subscription came lets its closures go at once, as Combine's
    /// does, and cancels the subscription that comes later.
    @Test func aSinkCancelledBeforeItsSubscriptionReleasesItsClosures() {
        final class Witness: Sendable {}
        weak var weakWitness: Witness?
        let sink: Subscribers.Sink<Int, Never>
        do {
            let witness = Witness()
            weakWitness = witness
            sink = Subscribers.Sink(receiveCompletion: { _ in _ = witness }, receiveValue: { _ in _ = witness })
        }
        #expect(weakWitness != nil)
        sink.cancel()
        #expect(weakWitness == nil)
        let late = RecordingSubscription()
        sink.receive(subscription: late)
        #expect(late.cancels == 1 && late.requests.isEmpty)
    }

    @Test func sinkCancelCancelsUpstreamOnceAndRejectsSecondSubscription() {
        let upstream = ManualPublisher<Int, Never>()
        let token = upstream.sink { _ in }
        let extra = RecordingSubscription()
        upstream.sendSubscription(extra)
        #expect(extra.cancels == 1)
        token.cancel()
        token.cancel()
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func assignWritesEachValueAndLetsGoOfTheObject() {
        final class Target: @unchecked Sendable {
            // Test double: written only by the synchronous pipeline on the test's thread.
            var value = 0
        }
        let upstream = ManualPublisher<Int, Never>()
        var target: Target? = Target()
        weak let weakTarget = target
        let token = upstream.assign(to: \Target.value, on: target!)
        upstream.send(3)
        #expect(target?.value == 3)
        target = nil
        #expect(weakTarget != nil)
        upstream.send(completion: .finished)
        #expect(weakTarget == nil)
        token.cancel()
    }

    @Test func publishedAssignFollowsThePipelineAndReplacesThePreviousOne() {
        final class Model: @unchecked Sendable {
            // Test double: the Published storage is thread-safe; the class adds no state.
            @Published var names: [String] = []
        }
        let model = Model()
        let first = PassthroughSubject<[String], Never>()
        let second = PassthroughSubject<[String], Never>()
        let seen = TrackingSubscriber<[String], Never>()
        model.$names.subscribe(seen)
        first.assign(to: &model.$names)
        first.send(["a"])
        second.assign(to: &model.$names)
        first.send(["stale"])
        second.send(["b"])
        #expect(model.names == ["b"])
        #expect(seen.values == [[], ["a"], ["b"]])
        model.names = ["c"]
        #expect(seen.values.last == ["c"])
    }
}
