import Reactive
import TestSupport
import Testing

@Suite struct SwitchToLatestTests {
    @Test func valuesComeFromTheLatestPublisherAndThePreviousIsCancelled() {
        let outer = PassthroughSubject<ManualPublisher<String, Never>, Never>()
        let first = ManualPublisher<String, Never>()
        let second = ManualPublisher<String, Never>()
        let subscriber = TrackingSubscriber<String, Never>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(first)
        first.send("a1")
        outer.send(second)
        #expect(first.subscription.cancels == 1)
        #expect(first.send("a2") == .none)
        second.send("b1")
        #expect(subscriber.history == ["subscription", "value(a1)", "value(b1)"])
    }

    @Test func eachInnerPublisherIsAskedForTheOutstandingDemandAndUpstreamForEverything() {
        let outer = ManualPublisher<ManualPublisher<Int, Never>, Never>()
        let first = ManualPublisher<Int, Never>()
        let second = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(3))
        outer.switchToLatest().subscribe(subscriber)
        #expect(outer.subscription.requests == [.unlimited])
        outer.send(first)
        #expect(first.subscription.requests == [.max(3)])
        first.send(1)
        outer.send(second)
        #expect(second.subscription.requests == [.max(2)])
        subscriber.request(.max(4))
        #expect(second.subscription.requests == [.max(2), .max(4)])
        #expect(first.subscription.requests == [.max(3)])
    }

    @Test func finishesOnlyWhenUpstreamAndTheLatestInnerPublisherHaveFinished() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let inner = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(inner)
        outer.send(completion: .finished)
        inner.send(1)
        #expect(subscriber.history == ["subscription", "value(1)"])
        inner.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    @Test func anInnerPublisherFinishingDoesNotFinishWhileUpstreamGoesOn() {
        let outer = PassthroughSubject<Just<Int>, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(Just(1))
        outer.send(Just(2))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)"])
        outer.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
    }

    @Test func anInnerFailureEndsAtOnceAndCancelsUpstream() {
        let outer = ManualPublisher<Fail<Int, TestError>, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(Fail(error: TestError(5)))
        #expect(subscriber.history == ["subscription", "failure(TestError(5))"])
        #expect(outer.subscription.cancels == 1)
    }

    @Test func anUpstreamFailureCancelsTheInnerPublisher() {
        let outer = ManualPublisher<ManualPublisher<Int, TestError>, TestError>()
        let inner = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(inner)
        outer.send(completion: .failure(TestError(6)))
        #expect(subscriber.history == ["subscription", "failure(TestError(6))"])
        #expect(inner.subscription.cancels == 1)
    }
}

/// The overloads Combine adds so publishers that may fail are switched among by one that never
/// does, and the reverse, with no `setFailureType(to:)` written.
@Suite struct SwitchToLatestFailureAdaptingTests {
    enum SearchError: Error, Equatable { case offline }

    @Test func aNeverFailingUpstreamTakesTheInnerFailure() {
        let queries = PassthroughSubject<String, Never>()
        let answers = PassthroughSubject<String, SearchError>()
        let subscriber = TrackingSubscriber<String, SearchError>()
        queries.map { _ in answers }.switchToLatest().subscribe(subscriber)
        queries.send("swift")
        answers.send("hit")
        answers.send(completion: .failure(.offline))
        #expect(subscriber.history == ["subscription", "value(hit)", "failure(offline)"])
    }

    @Test func neverFailingInnerPublishersTakeUpstreamsFailure() {
        let requests = PassthroughSubject<Int, SearchError>()
        let subscriber = TrackingSubscriber<Int, SearchError>()
        requests.map { Just($0 * 2) }.switchToLatest().subscribe(subscriber)
        requests.send(1)
        requests.send(completion: .failure(.offline))
        #expect(subscriber.history == ["subscription", "value(2)", "failure(offline)"])
    }

    @Test func whenNeitherSideFailsThePlainOperatorIsChosen() {
        let outer = PassthroughSubject<Just<Int>, Never>()
        let switched: Publishers.SwitchToLatest<Just<Int>, PassthroughSubject<Just<Int>, Never>> = outer.switchToLatest()
        let subscriber = TrackingSubscriber<Int, Never>()
        switched.subscribe(subscriber)
        outer.send(Just(3))
        #expect(subscriber.history == ["subscription", "value(3)"])
    }
}
