import Reactive
import TestSupport
import Testing

/// Where Combine traps, `Reactive` traps too (OpenCombine's tests, run against Combine, record
/// each one with `assertCrashes`). An event or request reaching `tryFilter`, `tryCompactMap`,
/// `removeDuplicates` or `prefix(while:)` before its subscription traps (their
/// `testReceiveValueBeforeSubscription(expected: .crash)` and `testRequestBeforeSubscription(shouldCrash: true)`).
/// So does a value reaching `retry` or `catch` before its subscription, and a request for zero values to `dropFirst`, `drop(while:)` or `collect(_:)`
/// (`testCrashesOnZeroDemand`, `testDropWhileCrashesOnZeroRequest`). Each trap runs in a child
/// process, which must die; the same steps in the order the contract allows pass here.
@Suite struct CombineTrapTests {
    /// An operator that traps on what comes before its subscription.
    enum EarlyTrap: String, CaseIterable, Codable, Sendable {
        case tryFilter, tryCompactMap, removeDuplicates, prefixWhile
    }

    /// What reaches the operator.
    enum Event: String, CaseIterable, Codable, Sendable {
        case value, completion, request
    }

    /// An operator over several upstreams that traps on a value before an upstream's subscription.
    enum ValueTrap: String, CaseIterable, Codable, Sendable {
        case retry, `catch`
    }

    /// An operator that traps on a request for zero values.
    enum ZeroDemandTrap: String, CaseIterable, Codable, Sendable {
        case dropFirst, dropWhile, collectByCount
    }

    @Test(arguments: EarlyTrap.allCases, Event.allCases)
    func anEventBeforeTheSubscriptionTraps(_ trap: EarlyTrap, _ event: Event) async {
        await #expect(processExitsWith: .failure) { [trap, event] in
            _ = CombineTrapTests.send(event, to: trap, beforeItsSubscription: true)
        }
    }

    @Test(arguments: EarlyTrap.allCases, Event.allCases)
    func theSameEventAfterTheSubscriptionIsServed(_ trap: EarlyTrap, _ event: Event) {
        let (upstream, history) = CombineTrapTests.send(event, to: trap, beforeItsSubscription: false)
        switch event {
        case .value: #expect(history == ["subscription", "value(1)"])
        case .completion: #expect(history == ["subscription", "finished"])
        case .request: #expect(upstream == [.max(1)])
        }
    }

    @Test(arguments: ValueTrap.allCases)
    func aValueBeforeTheSubscriptionTraps(_ trap: ValueTrap) async {
        await #expect(processExitsWith: .failure) { [trap] in
            _ = CombineTrapTests.send(to: trap, beforeItsSubscription: true)
        }
    }

    @Test(arguments: ValueTrap.allCases)
    func aValueAfterTheSubscriptionIsPassedOn(_ trap: ValueTrap) {
        #expect(CombineTrapTests.send(to: trap, beforeItsSubscription: false) == ["subscription", "value(1)"])
    }

    @Test(arguments: ZeroDemandTrap.allCases)
    func aRequestForZeroValuesTraps(_ trap: ZeroDemandTrap) async {
        await #expect(processExitsWith: .failure) { [trap] in
            _ = CombineTrapTests.request(.none, of: trap)
        }
    }

    @Test(arguments: ZeroDemandTrap.allCases)
    func aRequestForOneValueIsPassedOn(_ trap: ZeroDemandTrap) {
        // Scaled or added to as each operator needs (`collect(2)` asks for two values an array),
        // but asked of upstream.
        let requests = CombineTrapTests.request(.max(1), of: trap)
        #expect(!requests.isEmpty && !requests.contains(.none), "\(requests)")
    }

    /// Sends `event` to `trap`'s operator, before or after upstream hands it its subscription;
    /// returns what upstream was asked for and the downstream's history.
    private static func send(_ event: Event, to trap: EarlyTrap, beforeItsSubscription early: Bool) -> ([Subscribers.Demand], [String]) {
        switch trap {
        case .tryFilter: send(event, early: early) { $0.tryFilter { $0 > 0 } }
        case .tryCompactMap: send(event, early: early) { $0.tryCompactMap { $0 } }
        case .removeDuplicates: send(event, early: early) { $0.removeDuplicates() }
        case .prefixWhile: send(event, early: early) { $0.prefix { $0 > 0 } }
        }
    }

    private static func send<P: Publisher>(_ event: Event, early: Bool, _ make: (ManualPublisher<Int, TestError>) -> P) -> ([Subscribers.Demand], [String])
    where P.Output == Int {
        let upstream = ManualPublisher<Int, TestError>(subscribesAtOnce: !early)
        let subscriber = TrackingSubscriber<Int, P.Failure>(initialDemand: .none)
        make(upstream).subscribe(subscriber)
        switch event {
        case .value: _ = upstream.send(1)
        case .completion: upstream.send(completion: .finished)
        case .request: upstream.subscriberAsSubscription?.request(.max(1))
        }
        return (upstream.subscription.requests, subscriber.history)
    }

    /// Sends a value to `trap`'s operator, asked for one, before or after upstream hands it its
    /// subscription; returns the downstream's history.
    private static func send(to trap: ValueTrap, beforeItsSubscription early: Bool) -> [String] {
        let upstream = ManualPublisher<Int, TestError>(subscribesAtOnce: !early)
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(1))
        switch trap {
        case .retry: upstream.retry(1).subscribe(subscriber)
        case .catch: upstream.catch { _ in Empty<Int, TestError>() }.subscribe(subscriber)
        }
        _ = upstream.send(1)
        return subscriber.history
    }

    /// Asks `trap`'s operator for `demand` once subscribed; returns what upstream was asked for.
    private static func request(_ demand: Subscribers.Demand, of trap: ZeroDemandTrap) -> [Subscribers.Demand] {
        switch trap {
        case .dropFirst: request(demand) { $0.dropFirst() }
        case .dropWhile: request(demand) { $0.drop { $0 > 0 } }
        case .collectByCount: request(demand) { $0.collect(2) }
        }
    }

    private static func request<P: Publisher>(_ demand: Subscribers.Demand, _ make: (ManualPublisher<Int, TestError>) -> P) -> [Subscribers.Demand]
    where P.Output: Sendable {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .none)
        make(upstream).subscribe(subscriber)
        subscriber.request(demand)
        return upstream.subscription.requests
    }
}
