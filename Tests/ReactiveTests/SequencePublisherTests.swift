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
}
