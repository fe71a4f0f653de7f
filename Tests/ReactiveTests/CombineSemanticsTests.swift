import Reactive
import TestSupport
import Testing

/// The six places where Combine's behaviour (as OpenCombine's tests record it against Apple's)
/// was not matched, each shown by the whole event and request history.
@Suite struct CombineSemanticsTests {
    @Test func combineLatestFinishesWhenBothUpstreamsFinishEvenWithAPairWaitingForDemand() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<String, Never>(initialDemand: .max(1))
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)  // no demand left: the pair is updated, nothing is sent
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(12)", "finished"])
    }

    @Test func combineLatestSendsNothingWhenDemandReturnsAndWaitsForTheNextValue() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<String, Never>(initialDemand: .none)
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(subscriber)
        a.send(1)
        b.send(2)
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription"])
        b.send(3)
        #expect(subscriber.history == ["subscription", "value(13)"])
    }

    @Test func combineLatestPassesEachRequestToBothUpstreams() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<String, Never>(initialDemand: .max(2))
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(subscriber)
        subscriber.request(.max(3))
        #expect(a.subscription.requests == [.max(2), .max(3)])
        #expect(b.subscription.requests == [.max(2), .max(3)])
    }

    @Test func mergeAsksEachUpstreamForOneAtATimeWhileDemandIsBounded() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        a.merge(with: b).subscribe(subscriber)
        #expect(a.subscription.requests == [.max(1)])
        #expect(b.subscription.requests == [.max(1)])
        #expect(a.send(1) == .max(1))
        #expect(b.send(2) == .max(1))
        #expect(a.send(3) == .none)  // no demand: held, one value per upstream at most
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "value(3)"])
        #expect(a.subscription.requests == [.max(1), .max(1)])
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(subscriber.history.last == "finished")
    }

    @Test func mergeWithUnlimitedDemandAsksForEverything() {
        let a = ManualPublisher<Int, Never>()
        let b = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        a.merge(with: b).subscribe(subscriber)
        subscriber.request(.unlimited)
        #expect(a.subscription.requests == [.max(1), .unlimited])
        #expect(b.subscription.requests == [.max(1), .unlimited])
        for value in 1...5 { #expect(a.send(value) == .none) }
        #expect(subscriber.values == [1, 2, 3, 4, 5])
    }

    @Test func firstWhereSeesValuesSentBeforeAnyDemandAndHoldsTheMatch() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        subject.first { $0 > 1 }.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(2)", "finished"])
    }

    @Test func firstWhereRequestsUnlimitedOnSubscriptionAndCancelsOnAMatch() {
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.first { $0 == 7 }.subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(7)
        #expect(upstream.subscription.cancels == 1)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(7)", "finished"])
    }

    @Test func debounceDropsTheWaitingValueWhenUpstreamFinishes() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(5))
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func currentValueSubjectAfterCompletionStoresAnAssignedValueWithoutSendingIt() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = TrackingSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        subject.send(completion: .finished)
        subject.send(2)
        #expect(subject.value == 1)
        subject.value = 3
        #expect(subject.value == 3)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    @Test func setFailureTypeAndFirstAreTheirOwnPublishers() {
        let typed: Publishers.SetFailureType<Just<Int>, TestError> = Just(1).setFailureType(to: TestError.self)
        let retyped: Publishers.SetFailureType<Just<Int>, GitHubLikeError> = typed.setFailureType(to: GitHubLikeError.self)
        let subscriber = TrackingSubscriber<Int, GitHubLikeError>()
        retyped.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
        let first: Publishers.First<Publishers.Sequence<[Int], Never>> = [4, 5, 6].publisher.first()
        let firsts = TrackingSubscriber<Int, Never>()
        first.subscribe(firsts)
        #expect(firsts.history == ["subscription", "value(4)", "finished"])
    }

    /// A second error type, to show `setFailureType` on its own result re-types without nesting.
    private struct GitHubLikeError: Error, Equatable {}

    @Test func releasingAnAsyncIteratorCancelsItsSubscription() async {
        let upstream = ManualPublisher<Int, Never>()
        do {
            var iterator = upstream.values.makeAsyncIterator()
            async let first = iterator.next()
            guard await eventually({ !upstream.subscription.requests.isEmpty }) else {
                Issue.record("the iterator never asked for a value")
                return
            }
            upstream.send(1)
            #expect(await first == 1)
        }
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func breakingOutOfAForAwaitLoopCancelsTheSubscription() async throws {
        let events = Locked<[String]>([])
        let numbers = (0..<100).publisher.handleEvents(
            receiveOutput: { value in events.withLock { $0.append("value(\(value))") } },
            receiveCompletion: { _ in events.withLock { $0.append("finished") } },
            receiveCancel: { events.withLock { $0.append("cancel") } }
        )
        try await bounded("the loop to reach 2") {
            for await value in numbers.values where value == 2 { break }
        }
        #expect(events.withLock { $0 } == ["value(0)", "value(1)", "value(2)", "cancel"])
    }
}
