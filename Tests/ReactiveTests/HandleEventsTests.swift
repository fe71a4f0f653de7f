import Reactive
import TestSupport
import Testing

@Suite struct HandleEventsTests {
    @Test func eachHookRunsBeforeItsEventIsForwarded() {
        let log = Locked<[String]>([])
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = AnySubscriber<Int, TestError>(
            receiveSubscription: {
                log.withLock { $0.append("downstream subscription") }; $0.request(.max(2))
            },
            receiveValue: { value in
                log.withLock { $0.append("downstream \(value)") }; return .none
            },
            receiveCompletion: { _ in log.withLock { $0.append("downstream completion") } }
        )
        upstream.handleEvents(
            receiveSubscription: { _ in log.withLock { $0.append("hook subscription") } },
            receiveOutput: { value in log.withLock { $0.append("hook \(value)") } },
            receiveCompletion: { _ in log.withLock { $0.append("hook completion") } },
            receiveCancel: { log.withLock { $0.append("hook cancel") } },
            receiveRequest: { demand in log.withLock { $0.append("hook request \(demand)") } }
        ).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError()))
        #expect(
            log.withLock { $0 } == [
                "hook subscription", "downstream subscription", "hook request max(2)",
                "hook 1", "downstream 1", "hook completion", "downstream completion",
            ])
    }

    @Test func cancelHookRunsOnceAndClosuresAreReleasedAtTheEnd() {
        final class Witness: Sendable {}
        let cancels = Locked(0)
        let upstream = ManualPublisher<Int, Never>()
        weak var weakWitness: Witness?
        let subscriber = TrackingSubscriber<Int, Never>()
        do {
            let witness = Witness()
            weakWitness = witness
            upstream.handleEvents(receiveOutput: { _ in _ = witness }, receiveCancel: { cancels.withLock { $0 += 1 } })
                .subscribe(subscriber)
        }
        #expect(weakWitness != nil)
        subscriber.cancel()
        subscriber.cancel()
        #expect(cancels.withLock { $0 } == 1)
        #expect(upstream.subscription.cancels == 1)
        #expect(weakWitness == nil)
    }
}
