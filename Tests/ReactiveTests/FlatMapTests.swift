import Dispatch
import Reactive
import TestSupport
import Testing

@Suite struct FlatMapTests {
    @Test func innerPublishersAreAskedForOneValueAtATimeWhileDemandIsBounded() {
        let upstream = ManualPublisher<Int, Never>()
        let inners = (0..<2).map { _ in ManualPublisher<Int, Never>() }
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        upstream.flatMap { inners[$0] }.subscribe(subscriber)
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(0)
        upstream.send(1)
        #expect(inners[0].subscription.requests == [.max(1)])
        #expect(inners[1].subscription.requests == [.max(1)])
        // Demand to spare: sent, and one more asked of the inner publisher that sent it.
        #expect(inners[0].send(10) == .max(1))
        #expect(inners[0].send(11) == .max(1))
        // None left: it waits, and nothing more is asked.
        #expect(inners[0].send(12) == .none)
        #expect(inners[1].send(20) == .none)
        #expect(subscriber.values == [10, 11])
        // Each waiting value sent asks its own inner publisher for one more.
        subscriber.request(.max(5))
        #expect(subscriber.values == [10, 11, 12, 20])
        #expect(inners[0].subscription.requests == [.max(1), .max(1)])
        #expect(inners[1].subscription.requests == [.max(1), .max(1)])
    }

    /// An inner publisher's failure ends the stream and cancels upstream and the other inner
    /// publishers, but not the one that failed: it has ended already (Combine's rule).
    @Test func theInnerPublisherThatFailedIsNotCancelled() {
        let upstream = ManualPublisher<Int, TestError>()
        let inners = (0..<2).map { _ in ManualPublisher<Int, TestError>() }
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.flatMap { inners[$0] }.subscribe(subscriber)
        upstream.send(0)
        upstream.send(1)
        inners[0].send(completion: .failure(TestError(5)))
        #expect(subscriber.history.last == "failure(TestError(5))")
        #expect(inners[0].subscription.cancels == 0)
        #expect(inners[1].subscription.cancels == 1)
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func unlimitedDemandAsksEveryInnerPublisherForEverything() {
        let upstream = ManualPublisher<Int, Never>()
        let inners = (0..<3).map { _ in ManualPublisher<Int, Never>() }
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        upstream.flatMap { inners[$0] }.subscribe(subscriber)
        upstream.send(0)
        upstream.send(1)
        subscriber.request(.unlimited)
        #expect(inners[0].subscription.requests == [.max(1), .unlimited])
        #expect(inners[1].subscription.requests == [.max(1), .unlimited])
        upstream.send(2)
        #expect(inners[2].subscription.requests == [.unlimited])
        #expect(inners[2].send(1) == .none)
        #expect(subscriber.values == [1])
    }

    @Test func finishesOnlyOnceTheValuesWaitingForDemandAreSent() {
        let upstream = ManualPublisher<Int, Never>()
        let inner = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        upstream.flatMap { _ in inner }.subscribe(subscriber)
        upstream.send(0)
        inner.send(1)
        inner.send(completion: .finished)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    @Test func boundsTheInnerPublishersInFlight() {
        let inners = (0..<5).map { _ in ManualPublisher<Int, Never>() }
        let upstream = ManualPublisher<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.flatMap(maxPublishers: .max(2)) { inners[$0] }.subscribe(subscriber)
        #expect(upstream.subscription.requests == [.max(2)])
        upstream.send(0)
        upstream.send(1)
        inners[1].send(10)
        inners[1].send(completion: .finished)
        #expect(upstream.subscription.requests == [.max(2), .max(1)])
        upstream.send(2)
        inners[0].send(0)
        inners[2].send(20)
        inners[0].send(completion: .finished)
        inners[2].send(completion: .finished)
        upstream.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(10)", "value(0)", "value(20)", "finished"])
    }

    @Test func buffersUntilDownstreamDemands() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        [1, 2, 3].publisher.flatMap { Just($0 * 10) }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(10)"])
        subscriber.request(.max(5))
        #expect(subscriber.history == ["subscription", "value(10)", "value(20)", "value(30)", "finished"])
    }

    @Test func innerFailureCancelsEverythingAndFails() {
        let upstream = ManualPublisher<Int, TestError>()
        let inners = (0..<2).map { _ in ManualPublisher<Int, TestError>() }
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.flatMap(maxPublishers: .max(2)) { inners[$0] }.subscribe(subscriber)
        upstream.send(0)
        upstream.send(1)
        inners[0].send(completion: .failure(TestError(9)))
        inners[1].send(5)
        #expect(subscriber.history == ["subscription", "failure(TestError(9))"])
        #expect(upstream.subscription.cancels == 1)
        #expect(inners[1].subscription.cancels == 1)
    }

    @Test func concurrentInnersNeverExceedTheBoundAndAllValuesArrive() async throws {
        // Inners finish only when eight are running (or the upstream is spent), so the peak is
        // decided by flatMap's bound, not by how fast this machine runs the promises.
        struct Gate {
            var running = 0
            var peak = 0
            var started = 0
            var waiting: [(Int, Future<Int, Never>.Promise)] = []
        }
        let gate = Locked(Gate())
        let queue = DispatchQueue(label: "flatmap-inner", attributes: .concurrent)
        let publisher = Array(0..<64).publisher.flatMap(maxPublishers: .max(8)) { value in
            Deferred {
                Future<Int, Never> { promise in
                    let ready = gate.withLock { state -> [(Int, Future<Int, Never>.Promise)] in
                        state.running += 1
                        state.started += 1
                        state.peak = max(state.peak, state.running)
                        state.waiting.append((value, promise))
                        guard state.running == 8 || state.started == 64 else { return [] }
                        defer { state.waiting = [] }
                        state.running -= state.waiting.count
                        return state.waiting
                    }
                    for (value, promise) in ready { queue.async { promise(.success(value)) } }
                }
            }
        }
        let received = try await bounded("the 64 values") {
            var received: [Int] = []
            for await value in publisher.collect().values { received = value }
            return received
        }
        #expect(received.sorted() == Array(0..<64))
        #expect(gate.withLock { $0.peak } == 8)
    }

    @Test func mergeInterleavesAndFinishesWhenBothFinish() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<Int, Never>()
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "value(3)"])
        b.send(completion: .finished)
        #expect(subscriber.history.last == "finished")
    }
}

/// The overloads Combine adds so a publisher that never fails flat-maps into ones that may, and
/// the reverse, with no `setFailureType(to:)` written.
@Suite struct FlatMapFailureAdaptingTests {
    enum SearchError: Error, Equatable { case offline }

    @Test func aNeverFailingUpstreamTakesTheInnerFailure() {
        let queries = PassthroughSubject<String, Never>()
        let subscriber = TrackingSubscriber<String, SearchError>()
        let search: AnyPublisher<String, SearchError> = queries.flatMap { query -> AnyPublisher<String, SearchError> in
            query.isEmpty ? Fail(error: .offline).eraseToAnyPublisher() : Just("hits for \(query)").setFailureType(to: SearchError.self).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
        search.subscribe(subscriber)
        queries.send("swift")
        queries.send("")
        queries.send("ignored")
        #expect(subscriber.history == ["subscription", "value(hits for swift)", "failure(offline)"])
    }

    @Test func neverFailingInnerPublishersTakeUpstreamsFailure() {
        let pages = PassthroughSubject<[Int], SearchError>()
        let subscriber = TrackingSubscriber<Int, SearchError>()
        pages.flatMap(maxPublishers: .max(1)) { Just($0.count) }.subscribe(subscriber)
        pages.send([1, 2])
        pages.send(completion: .failure(.offline))
        #expect(subscriber.history == ["subscription", "value(2)", "failure(offline)"])
    }

    @Test func whenNeitherSideFailsThePlainOperatorIsChosen() {
        let flattened: Publishers.FlatMap<Just<Int>, Publishers.Sequence<[Int], Never>> = [1, 2].publisher.flatMap { Just($0 * 10) }
        let subscriber = TrackingSubscriber<Int, Never>()
        flattened.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(10)", "value(20)", "finished"])
    }
}
