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

    @Test func aRequestBeforeUpstreamsSubscriptionIsSeenAtOnceAndAskedOfUpstreamWhenItComes() throws {
        let requests = Locked<[Subscribers.Demand]>([])
        let upstream = ManualPublisher<Int, Never>(subscribesAtOnce: false)
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.handleEvents(receiveRequest: { demand in requests.withLock { $0.append(demand) } }).subscribe(subscriber)
        let operatorSubscription = try #require(upstream.subscriberAsSubscription)
        operatorSubscription.request(.max(2))
        operatorSubscription.request(.max(3))
        #expect(requests.withLock { $0 } == [.max(2), .max(3)])
        #expect(upstream.subscription.requests.isEmpty)
        upstream.connect()
        #expect(upstream.subscription.requests == [.max(5)])
        #expect(subscriber.history == ["subscription"])
    }

    @Test func aCancelBeforeUpstreamsSubscriptionIsSeenOnceAndTheSubscriptionIsCancelledWhenItComes() throws {
        let cancels = Locked(0)
        let upstream = ManualPublisher<Int, Never>(subscribesAtOnce: false)
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.handleEvents(receiveCancel: { cancels.withLock { $0 += 1 } }).subscribe(subscriber)
        let operatorSubscription = try #require(upstream.subscriberAsSubscription)
        operatorSubscription.cancel()
        operatorSubscription.cancel()
        #expect(cancels.withLock { $0 } == 1)
        upstream.connect()
        #expect(upstream.subscription.cancels == 1)
        #expect(subscriber.history.isEmpty)
    }

    @Test func demandAValueReturnsIsSeenByTheRequestHookOnlyWhenItIsSome() {
        let requests = Locked<[Subscribers.Demand]>([])
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none) { .max($0) }
        upstream.handleEvents(receiveRequest: { demand in requests.withLock { $0.append(demand) } }).subscribe(subscriber)
        #expect(upstream.send(0) == .none)
        #expect(upstream.send(2) == .max(2))
        subscriber.request(.none)
        #expect(requests.withLock { $0 } == [.max(2), .none])
        #expect(upstream.subscription.requests == [.none])
    }

    /// After a cancel, as Combine's (OpenCombine's tests record it): a request is neither seen nor
    /// passed up, and what upstream still sends goes down unseen by the hooks, the downstream's
    /// demand coming back for it.
    @Test func afterACancelNoRequestGoesUpAndTheHooksSeeNothing() {
        let seen = Locked<[String]>([])
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(2)) { _ in .max(5) }
        upstream.handleEvents(
            receiveSubscription: { _ in seen.withLock { $0.append("subscription") } },
            receiveOutput: { value in seen.withLock { $0.append("value(\(value))") } },
            receiveCompletion: { _ in seen.withLock { $0.append("completion") } },
            receiveCancel: { seen.withLock { $0.append("cancel") } },
            receiveRequest: { demand in seen.withLock { $0.append("request(\(demand))") } }
        ).subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.max(1))
        subscriber.cancel()
        #expect(upstream.send(1) == .max(5))
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
        #expect(upstream.subscription.requests == [.max(2)])
        #expect(upstream.subscription.cancels == 1)
        #expect(seen.withLock { $0 } == ["subscription", "request(max(2))", "cancel"])
    }
}
