import Dispatch
@testable import Reactive
import TestSupport
import Testing

@Suite struct FutureTests {
    @Test func resultArrivingBeforeDemandIsSentWhenDemanded() {
        let future = Future<Int, TestError> { promise in promise(.success(1)) }
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        future.subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    @Test func demandArrivingBeforeResultIsHonouredWhenTheResultComes() {
        let promiseBox = Locked<Future<Int, TestError>.Promise?>(nil)
        let future = Future<Int, TestError> { promise in promiseBox.withLock { $0 = promise } }
        let subscriber = TrackingSubscriber<Int, TestError>()
        future.subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
        promiseBox.withLock { $0 }?(.success(9))
        promiseBox.withLock { $0 }?(.success(10))
        #expect(subscriber.history == ["subscription", "value(9)", "finished"])
    }

    @Test func everySubscriberGetsTheOneResultAndWorkRunsOnce() {
        let runs = Locked(0)
        let future = Future<String, TestError> { promise in
            runs.withLock { $0 += 1 }
            promise(.failure(TestError(2)))
        }
        let first = TrackingSubscriber<String, TestError>(initialDemand: .none)
        let second = TrackingSubscriber<String, TestError>()
        future.subscribe(first)
        future.subscribe(second)
        #expect(first.history == ["subscription", "failure(TestError(2))"])
        #expect(second.history == ["subscription", "failure(TestError(2))"])
        #expect(runs.withLock { $0 } == 1)
    }

    @Test func raceBetweenDemandAndResultDeliversExactlyOnce() {
        for _ in 0..<500 {
            let promiseBox = Locked<Future<Int, Never>.Promise?>(nil)
            let future = Future<Int, Never> { promise in promiseBox.withLock { $0 = promise } }
            let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
            future.subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { subscriber.request(.max(1)) } else { promiseBox.withLock { $0 }?(.success(7)) }
            }
            #expect(subscriber.history == ["subscription", "value(7)", "finished"])
        }
    }

    struct Refusal: Error, Equatable {}

    @Test func valueAwaitsTheResultWhetherItCameBeforeOrAfter() async throws {
        // Already fulfilled: at once.
        let known = Future<Int, Never> { promise in promise(.success(3)) }
        #expect(try await bounded("a fulfilled future's value") { await known.value } == 3)
        // Fulfilled later, from another thread, with two tasks awaiting: both resume.
        let promiseBox = Locked<Future<Int, Refusal>.Promise?>(nil)
        let later = Future<Int, Refusal> { promise in promiseBox.withLock { $0 = promise } }
        async let first = bounded("a later result, the first wait") { try await later.value }
        async let second = bounded("a later result, the second wait") { try await later.value }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { promiseBox.withLock { $0 }?(.success(9)) }
        #expect(try await [first, second] == [9, 9])
        // A failure is thrown.
        let failing = Future<Int, Refusal> { promise in promise(.failure(Refusal())) }
        await #expect(throws: Refusal()) { try await bounded("a failed future's value") { try await failing.value } }
    }

    @Test func aSubscriberThatCancelsBeforeTheResultIsLetGo() {
        // Never reports: each cancelled subscription would otherwise wait with it for ever.
        let future = Future<Int, Never> { _ in }
        let subscribers = (0..<100).map { _ in TrackingSubscriber<Int, Never>() }
        for subscriber in subscribers { future.subscribe(subscriber) }
        #expect(future.waitingCount == 100)
        for subscriber in subscribers { subscriber.cancel() }
        #expect(future.waitingCount == 0)
        // One still waiting gets the result as before.
        var promise: Future<Int, Never>.Promise?
        let reporting = Future<Int, Never> { promise = $0 }
        let kept = TrackingSubscriber<Int, Never>()
        let gone = TrackingSubscriber<Int, Never>()
        reporting.subscribe(kept)
        reporting.subscribe(gone)
        gone.cancel()
        promise?(.success(7))
        #expect(kept.history == ["subscription", "value(7)", "finished"])
        #expect(gone.history == ["subscription"])
    }
}
