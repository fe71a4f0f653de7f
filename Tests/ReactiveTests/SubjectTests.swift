import Dispatch
import Reactive
import TestSupport
import Testing

@Suite struct SubjectTests {
    @Test func passthroughDropsValuesNobodyAskedFor() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(1))
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subscriber.request(.max(1))
        subject.send(3)
        subject.send(completion: .failure(TestError(4)))
        subject.send(5)
        subject.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)", "value(3)", "failure(TestError(4))"])
    }

    @Test func lateSubscriberGetsTheCompletionAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        let subscriber = TrackingSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func cancelledSubscriberGetsNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        let kept = TrackingSubscriber<Int, Never>()
        let cancelled = TrackingSubscriber<Int, Never>()
        subject.subscribe(kept)
        subject.subscribe(cancelled)
        subject.send(1)
        cancelled.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(kept.history == ["subscription", "value(1)", "value(2)", "finished"])
        #expect(cancelled.history == ["subscription", "value(1)"])
    }

    @Test func currentValueSendsCurrentThenLatestOnDemand() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        subject.value = 1
        subject.value = 2
        #expect(subscriber.values == [0])
        subscriber.request(.max(1))
        #expect(subscriber.values == [0, 2])
        #expect(subject.value == 2)
    }

    @Test func subjectAsSubscriberAsksUpstreamForEverything() {
        let upstream = ManualPublisher<Int, Never>()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        upstream.subscribe(
            AnySubscriber(
                receiveSubscription: { subject.send(subscription: $0) },
                receiveValue: {
                    subject.send($0); return .none
                },
                receiveCompletion: { subject.send(completion: $0) }
            ))
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(upstream.subscription.requests == [.unlimited])
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    @Test func concurrentSendsAreSerialisedAndNoneLost() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<250 { subject.send(thread * 1000 + index) }
        }
        subject.send(completion: .finished)
        #expect(subscriber.values.count == 2000)
        #expect(Set(subscriber.values).count == 2000)
        #expect(subscriber.history.last == "finished")
    }

    @Test func concurrentSendRequestAndCancelNeverBreachTheContract() {
        for _ in 0..<50 {
            let subject = CurrentValueSubject<Int, Never>(0)
            let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(10))
            subject.subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<50 {
                    switch thread {
                    case 0: subject.send(index)
                    case 1: subscriber.request(.max(1))
                    case 2: if index == 25 { subscriber.cancel() }
                    default: subject.send(-index)
                    }
                }
            }
            #expect(subscriber.values.count <= 60)
            #expect(subscriber.completions.isEmpty)
        }
    }

    @Test func aSubjectThatGoesAwayCancelsTheUpstreamSubscriptionsItWasHanded() {
        let passthroughUpstream = RecordingSubscription()
        let currentUpstream = RecordingSubscription()
        do {
            let passthrough = PassthroughSubject<Int, Never>()
            let current = CurrentValueSubject<Int, Never>(0)
            passthrough.send(subscription: passthroughUpstream)
            current.send(subscription: currentUpstream)
            #expect(passthroughUpstream.requests.isEmpty && passthroughUpstream.cancels == 0)
            withExtendedLifetime((passthrough, current)) {}
        }
        #expect(passthroughUpstream.cancels == 1)
        #expect(currentUpstream.cancels == 1)
    }

    /// As Combine's: a subject asks an upstream it is handed for everything only once one of its
    /// subscribers has asked for something; before that, nothing.
    @Test func aSubjectAsksItsUpstreamsOnlyOnceASubscriberHasDemand() {
        let early = RecordingSubscription()
        let late = RecordingSubscription()
        let subject = PassthroughSubject<Int, Never>()
        subject.send(subscription: early)
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        #expect(early.requests.isEmpty)
        subscriber.request(.max(1))
        #expect(early.requests == [.unlimited])
        subject.send(subscription: late)
        #expect(late.requests == [.unlimited])
        // Only the first demand asks: the upstreams already have everything asked of them.
        subscriber.request(.max(2))
        #expect(early.requests == [.unlimited])
    }

    @Test func aPublisherFeedsASubjectItSubscribes() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        subject.subscribe(subscriber)
        let upstream = ManualPublisher<Int, TestError>()
        let token = upstream.subscribe(subject)
        // The subject asks for everything, and upstream's events reach its subscribers.
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(1)
        upstream.send(completion: .failure(TestError(3)))
        #expect(subscriber.history == ["subscription", "value(1)", "failure(TestError(3))"])
        token.cancel()
        #expect(upstream.subscription.cancels == 0)
    }

    @Test func cancellingTheTokenStopsTheFeed() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let upstream = ManualPublisher<Int, Never>()
        var token: AnyCancellable? = upstream.subscribe(subject)
        upstream.send(5)
        #expect(subject.value == 5)
        withExtendedLifetime(token) {}
        token = nil
        #expect(upstream.subscription.cancels == 1)
        #expect(upstream.send(6) == .none)
        #expect(subject.value == 5)
    }

    /// As Combine's, a subject that goes away cancels the upstream subscriptions it was handed,
    /// whether or not a subscriber still holds its own subscription to it.
    @Test func aSubjectGoingAwayCancelsItsUpstreamSubscriptions() {
        let upstreams = [RecordingSubscription(), RecordingSubscription()]
        let subscriber = TrackingSubscriber<Int, Never>()
        do {
            let current = CurrentValueSubject<Int, Never>(0)
            let passthrough = PassthroughSubject<Int, Never>()
            current.subscribe(subscriber)
            current.send(subscription: upstreams[0])
            passthrough.send(subscription: upstreams[1])
            #expect(upstreams.map(\.cancels) == [0, 0])
        }
        #expect(upstreams.map(\.cancels) == [1, 1])
        #expect(upstreams[0].requests == [.unlimited])
        #expect(subscriber.history == ["subscription", "value(0)"])
    }

    /// A publisher feeding a subject through `subscribe(_:)` is cancelled when the token goes.
    @Test func aFeedIntoASubjectEndsWithItsToken() {
        let upstream = ManualPublisher<Int, Never>()
        let subject = CurrentValueSubject<Int, Never>(0)
        var token: AnyCancellable? = upstream.subscribe(subject)
        // Nobody has asked the subject for anything, so upstream is not asked yet, as in Combine.
        #expect(upstream.subscription.requests.isEmpty)
        token = nil
        #expect(token == nil && upstream.subscription.cancels == 1)
    }
}
