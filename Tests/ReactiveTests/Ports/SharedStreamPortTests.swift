import Foundation
import Reactive
import Testing

/// A port of the "Using Combine" patterns for sharing work and flattening: one expensive
/// `Future` shared with `share()`, an upstream multicast through a `PassthroughSubject` and
/// connected by hand, a `CurrentValueSubject` made connectable, `Deferred` delaying the work to
/// subscription, `flatMap(maxPublishers:)` running one download at a time, `switchToLatest`
/// keeping only the newest request, and a throttled, collected progress stream.
@Suite struct SharedStreamPortTests {
    final class Counter: @unchecked Sendable {
        // Test double: touched from the test's thread only.
        var value = 0
    }

    @Test func shareRunsTheWorkOnceForEverySubscriber() {
        let calls = Counter()
        let shared = Deferred {
            Future<Int, Never> { promise in
                calls.value += 1
                promise(.success(42))
            }
        }
        .share()
        var cancellables = Set<AnyCancellable>()
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        shared.sink { first.append($0) }.store(in: &cancellables)
        // Future completed the shared subscription at once: the second subscriber sees only the end.
        let secondCompletion = EventLog<Subscribers.Completion<Never>>()
        shared.sink(receiveCompletion: { secondCompletion.append($0) }, receiveValue: { second.append($0) }).store(in: &cancellables)
        #expect(first.all == [42])
        #expect(second.all == [])
        #expect(secondCompletion.all == [.finished])
        #expect(calls.value == 1)
    }

    @Test func multicastWaitsForConnectThenFeedsEverySubscriber() {
        let source = PassthroughSubject<Int, Never>()
        let multicast = source.map { $0 * 10 }.multicast(subject: PassthroughSubject<Int, Never>())
        let a = EventLog<Int>()
        let b = EventLog<Int>()
        var cancellables = Set<AnyCancellable>()
        multicast.sink { a.append($0) }.store(in: &cancellables)
        multicast.sink { b.append($0) }.store(in: &cancellables)
        source.send(1)
        let connection = multicast.connect()
        source.send(2)
        source.send(3)
        connection.cancel()
        source.send(4)
        #expect(a.all == [20, 30])
        #expect(b.all == [20, 30])
    }

    @Test func makeConnectableWithACurrentValueSubjectStartsFromItsValue() {
        let temperature = CurrentValueSubject<Double, Never>(20.5)
        let readings = temperature.makeConnectable()
        let seen = EventLog<Double>()
        let subscription = readings.sink { seen.append($0) }
        #expect(seen.all == [])
        let connection = readings.connect()
        temperature.value = 21
        temperature.send(22)
        #expect(seen.all == [20.5, 21, 22])
        #expect(temperature.value == 22)
        connection.cancel()
        subscription.cancel()
    }

    @Test func multicastWithAFactoryAndAutoconnect() {
        let calls = Counter()
        let numbers = [1, 2, 3].publisher
            .handleEvents(receiveSubscription: { _ in calls.value += 1 })
            .multicast { PassthroughSubject<Int, Never>() }
            .autoconnect()
        let seen = EventLog<String>()
        let cancellable = numbers.sink(receiveCompletion: { seen.append("\($0)") }, receiveValue: { seen.append("\($0)") })
        #expect(seen.all == ["1", "2", "3", "finished"])
        #expect(calls.value == 1)
        cancellable.cancel()
    }

    @Test func flatMapWithMaxPublishersOneRunsDownloadsInOrder() {
        let downloads = [String: PassthroughSubject<String, Never>](
            uniqueKeysWithValues: ["a", "b", "c"].map { ($0, PassthroughSubject<String, Never>()) })
        let started = EventLog<String>()
        let done = EventLog<String>()
        let cancellable = ["a", "b", "c"].publisher
            .flatMap(maxPublishers: .max(1)) { name -> AnyPublisher<String, Never> in
                started.append(name)
                return downloads[name, default: PassthroughSubject()].eraseToAnyPublisher()
            }
            .sink(receiveCompletion: { _ in done.append("all") }, receiveValue: { done.append($0) })
        #expect(started.all == ["a"])
        downloads["a"]?.send("a1")
        downloads["a"]?.send(completion: .finished)
        #expect(started.all == ["a", "b"])
        downloads["b"]?.send(completion: .finished)
        downloads["c"]?.send("c1")
        downloads["c"]?.send(completion: .finished)
        #expect(started.all == ["a", "b", "c"])
        #expect(done.all == ["a1", "c1", "all"])
        cancellable.cancel()
    }

    @Test func switchToLatestCancelsTheOlderRequest() {
        let queries = PassthroughSubject<String, Never>()
        let scheduler = TestScheduler()
        let cancelled = EventLog<String>()
        let results = EventLog<String>()
        let cancellable =
            queries
            .map { query in
                Just("results for \(query)")
                    .delay(for: .seconds(1), scheduler: scheduler)
                    .handleEvents(receiveCancel: { cancelled.append(query) })
            }
            .switchToLatest()
            .sink { results.append($0) }
        queries.send("sw")
        scheduler.advance(by: .milliseconds(500))
        queries.send("swift")
        scheduler.advance(by: .seconds(1))
        #expect(cancelled.all == ["sw"])
        #expect(results.all == ["results for swift"])
        cancellable.cancel()
    }

    @Test func throttledProgressCollectedInPairs() {
        let progress = PassthroughSubject<Int, Never>()
        let scheduler = TestScheduler()
        let batches = EventLog<[Int]>()
        let cancellable =
            progress
            .throttle(for: .seconds(1), scheduler: scheduler, latest: true)
            .collect(2)
            .sink { batches.append($0) }
        progress.send(0)
        scheduler.advance()
        for percent in [10, 20] { progress.send(percent) }
        scheduler.advance(by: .seconds(1))
        for percent in [30, 40] { progress.send(percent) }
        scheduler.advance(by: .seconds(1))
        progress.send(100)
        scheduler.advance(by: .seconds(1))
        progress.send(completion: .finished)
        scheduler.advance()
        #expect(batches.all == [[0, 20], [40, 100]])
        cancellable.cancel()
    }

    @Test func scanKeepsARunningTotalAndPassthroughSendsVoid() {
        let taps = PassthroughSubject<Void, Never>()
        let counts = EventLog<Int>()
        let cancellable = taps.scan(0) { count, _ in count + 1 }.sink { counts.append($0) }
        taps.send()
        taps.send()
        taps.send()
        #expect(counts.all == [1, 2, 3])
        cancellable.cancel()
    }
}
