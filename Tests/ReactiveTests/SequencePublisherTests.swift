import Reactive
import TestSupport
import Testing

@Suite struct SequencePublisherTests {
    @Test func sendsOnlyWhatIsDemanded() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        [1, 2, 3, 4].publisher.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)"])
        subscriber.request(.max(5))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "value(3)", "value(4)", "finished"])
    }

    @Test func demandReturnedFromReceiveIsAdded() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1)) { $0 < 3 ? .max(1) : .none }
        [1, 2, 3, 4, 5].publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3])
    }

    @Test func requestFromInsideReceiveDoesNotRecurse() {
        final class Reentrant: Subscriber, @unchecked Sendable {
            // Test double: touched only on the test's thread, synchronously.
            typealias Input = Int
            typealias Failure = Never
            var subscription: (any Subscription)?
            var depth = 0
            var maxDepth = 0
            var received: [Int] = []
            func receive(subscription: any Subscription) {
                self.subscription = subscription
                subscription.request(.max(1))
            }
            func receive(_ input: Int) -> Subscribers.Demand {
                depth += 1
                maxDepth = max(maxDepth, depth)
                received.append(input)
                subscription?.request(.max(1))
                depth -= 1
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let subscriber = Reentrant()
        Array(1...100).publisher.subscribe(subscriber)
        #expect(subscriber.received == Array(1...100))
        #expect(subscriber.maxDepth == 1)
    }

    @Test func cancelStopsDelivery() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        [1, 2, 3].publisher.subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.unlimited)
        #expect(subscriber.history == ["subscription", "value(1)"])
    }

    @Test func emptySequenceFinishesOnFirstDemand() {
        let subscriber = TrackingSubscriber<Int, Never>()
        [Int]().publisher.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func aSequencesSpecialisedOperatorsGiveCombinesTypes() {
        let labels: Publishers.Sequence<[String], Never> = [1, 2].publisher.map { "#\($0)" }
        let typed: Publishers.Sequence<[Int], TestError> = [1, 2].publisher.setFailureType(to: TestError.self)
        let all: Result<[Int], Never>.Publisher = [3, 4].publisher.collect()
        #expect(labels.sequence == ["#1", "#2"])
        #expect(typed.sequence == [1, 2])
        #expect(all.result == .success([3, 4]))
        let subscriber = TrackingSubscriber<String, Never>(initialDemand: .max(1))
        labels.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(#1)"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(#1)", "value(#2)", "finished"])
    }

    @Test func theLastElementIsFollowedByTheCompletionWithoutAnotherRequest() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(3))
        [0, 1, 2].publisher.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(0)", "value(1)", "value(2)", "finished"])
    }

    @Test func anEmptySequenceFinishesWithoutDemand() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        [Int]().publisher.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "finished"])
    }

    @Test func aRequestOrCancelFromInsideTheLastValueGoesNowhere() {
        let values = Locked<[Int]>([])
        let subscription = Locked<(any Subscription)?>(nil)
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { received in
                subscription.withLock { $0 = received }
                received.request(.max(2))
            },
            receiveValue: { value in
                values.withLock { $0.append(value) }
                subscription.withLock { $0 }?.request(.max(5))
                subscription.withLock { $0 }?.cancel()
                return .none
            },
            receiveCompletion: { _ in values.withLock { $0.append(-1) } }
        )
        [7].publisher.subscribe(subscriber)
        #expect(values.withLock { $0 } == [7, -1])
    }
}
