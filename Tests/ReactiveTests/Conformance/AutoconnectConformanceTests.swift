import Reactive
import TestSupport
import Testing

/// `autoconnect()` counts its subscribers as Combine's does: one connection for the first, each
/// cancel counted, completions passed through uncounted, and a subscriber that subscribes while
/// the first is being attached connects again. `OperatorContract` does not apply: Combine's
/// `autoconnect()` holds no state of a subscription, and passes on whatever upstream sends (a
/// second subscription, values after a completion) as it comes.
@Suite struct AutoconnectConformanceTests {
    /// A connectable publisher that hands each subscriber the one recording subscription, sends to
    /// all of them, and records each connection and disconnection.
    final class RecordingConnectable: ConnectablePublisher {
        typealias Output = Int
        typealias Failure = TestError

        let subscription = RecordingSubscription()
        private let subscribers = Locked<[AnySubscriber<Int, TestError>]>([])
        private let log = Locked<[String]>([])

        var connections: [String] { log.withLock { $0 } }

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
            subscribers.withLock { $0.append(AnySubscriber(subscriber)) }
            subscriber.receive(subscription: subscription)
        }

        func connect() -> any Cancellable {
            log.withLock { $0.append("connected") }
            return Connection(log: log)
        }

        /// A connection that records its cancel and, unlike `AnyCancellable`, does nothing when
        /// released.
        struct Connection: Cancellable {
            let log: Locked<[String]>
            func cancel() { log.withLock { $0.append("disconnected") } }
        }

        /// Sends `value` to every subscriber, returning the last one's demand.
        @discardableResult
        func send(_ value: Int) -> Subscribers.Demand {
            subscribers.withLock { $0 }.map { $0.receive(value) }.last ?? .none
        }

        func send(completion: Subscribers.Completion<TestError>) {
            for subscriber in subscribers.withLock({ $0 }) { subscriber.receive(completion: completion) }
        }
    }

    @Test func connectsOnceAndDisconnectsOnTheCancelThatReachesZero() throws {
        let upstream = RecordingConnectable()
        let autoconnect = upstream.autoconnect()
        let subscribers = (1...3).map { n in
            TrackingSubscriber<Int, TestError>(initialDemand: .max(100 + n), demandPerValue: { _ in .max(200 + n) })
        }
        for subscriber in subscribers {
            autoconnect.subscribe(subscriber)
            #expect(upstream.connections == ["connected"])
        }
        // Everything passes through as it comes, completions and what follows them included.
        #expect(upstream.send(1) == .max(203))
        upstream.send(completion: .finished)
        #expect(upstream.send(2) == .max(203))
        #expect(subscribers[2].history == ["subscription", "value(1)", "finished", "value(2)"])
        #expect(upstream.connections == ["connected"])

        let subscriptions = try subscribers.map { try #require($0.subscription) }
        subscriptions[1].cancel()
        subscriptions[2].cancel()
        #expect(upstream.connections == ["connected"])
        subscriptions[0].cancel()
        #expect(upstream.connections == ["connected", "disconnected"])
        subscriptions[0].cancel()
        #expect(upstream.connections == ["connected", "disconnected"])
        #expect(upstream.subscription.requests == [.max(101), .max(102), .max(103)])
        #expect(upstream.subscription.cancels == 4)
    }

    @Test func theNextSubscriberAfterTheLastCancelConnectsAgain() throws {
        let upstream = RecordingConnectable()
        let autoconnect = upstream.autoconnect()
        let first = TrackingSubscriber<Int, TestError>()
        autoconnect.subscribe(first)
        try #require(first.subscription).cancel()
        autoconnect.subscribe(TrackingSubscriber<Int, TestError>())
        #expect(upstream.connections == ["connected", "disconnected", "connected"])
    }

    @Test func aSubscriberAddedWhileTheFirstIsAttachedConnectsToo() throws {
        let upstream = RecordingConnectable()
        let autoconnect = upstream.autoconnect()
        let inner = TrackingSubscriber<Int, TestError>()
        let outer = AnySubscriber<Int, TestError>(
            receiveSubscription: { _ in autoconnect.subscribe(inner) }, receiveValue: { _ in .none }, receiveCompletion: { _ in })
        autoconnect.subscribe(outer)
        #expect(upstream.connections == ["connected", "connected"])
        // The count is one, as in Combine: the first cancel ends the connection kept, a second
        // finds nothing connected.
        try #require(inner.subscription).cancel()
        #expect(upstream.connections == ["connected", "connected", "disconnected"])
        try #require(inner.subscription).cancel()
        #expect(upstream.connections == ["connected", "connected", "disconnected"])
    }

    @Test func theSubscriptionHandedDownIsTheUpstreamsByNameAndIdentity() throws {
        let upstream = RecordingConnectable()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.autoconnect().subscribe(subscriber)
        let handed = try #require(subscriber.subscription)
        #expect(handed.combineIdentifier == upstream.subscription.combineIdentifier)
        #expect(String(describing: handed) == String(describing: upstream.subscription))
    }
}
