import Dispatch
import Reactive
import TestSupport
import Testing

/// Many threads sending, requesting and cancelling at once through the stateful operators: no
/// crash, no value after a completion, at most one completion, never more values than demanded.
@Suite struct OperatorStressTests {
    static func checkContract<T>(_ subscriber: TrackingSubscriber<T, Never>, demanded: Int? = nil) {
        let events = subscriber.events
        let completions = events.indices.filter { if case .completion = events[$0] { return true } else { return false } }
        #expect(completions.count <= 1)
        if let last = completions.last { #expect(last == events.count - 1) }
        if let demanded { #expect(subscriber.values.count <= demanded) }
    }

    @Test func chainOfOperatorsUnderConcurrentSendsRequestsAndCancels() {
        for round in 0..<100 {
            let subject = PassthroughSubject<Int, TestError>()
            let queue = DispatchQueue(label: "stress-\(round)")
            let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(5))
            subject
                .map { $0 * 2 }
                .handleEvents(receiveOutput: { _ in })
                .replaceError(with: -1)
                .receive(on: queue)
                .subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<50 {
                    switch thread {
                    case 0: subject.send(index)
                    case 1: subscriber.request(.max(1))
                    case 2: if index == 40 { subject.send(completion: .failure(TestError())) }
                    default: if index == 45 && round % 2 == 0 { subscriber.cancel() }
                    }
                }
            }
            queue.sync {}
            Self.checkContract(subscriber, demanded: 5 + 50)
        }
    }

    @Test func flatMapWithConcurrentInnerCompletionsAndCancel() {
        for round in 0..<50 {
            let inners = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
            let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(20))
            Array(0..<8).publisher.flatMap(maxPublishers: .max(4)) { inners[$0] }.subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                for value in 0..<10 { inners[index].send(value) }
                inners[index].send(completion: .finished)
                if index == 7 && round % 3 == 0 { subscriber.cancel() }
                subscriber.request(.max(2))
            }
            Self.checkContract(subscriber, demanded: 20 + 16)
        }
    }

    @Test func flatMapWithBoundedDemandDeliversEveryInnerValueOnceAndOneAtATime() throws {
        struct Seen {
            var values: [Int] = []
            var completions = 0
            var inReceive = false
            var overlapping = 0
        }
        for _ in 0..<20 {
            let seen = Locked(Seen())
            let done = DispatchSemaphore(value: 0)
            let subscriber = AnySubscriber<Int, Never>(
                receiveSubscription: { $0.request(.max(1)) },
                receiveValue: { value in
                    seen.withLock { state in
                        if state.inReceive { state.overlapping += 1 }
                        state.inReceive = true
                        state.values.append(value)
                    }
                    seen.withLock { $0.inReceive = false }
                    return .max(1)
                },
                receiveCompletion: { _ in
                    seen.withLock { $0.completions += 1 }
                    done.signal()
                }
            )
            // Sixteen inner publishers that each send fifty values from their own queue, as
            // demanded; the downstream asks for one more with each value it gets.
            Array(0..<16).publisher
                .flatMap(maxPublishers: .max(6)) { index in
                    Array(index * 100..<index * 100 + 50).publisher.receive(on: DispatchQueue(label: "inner-\(index)"))
                }
                .subscribe(subscriber)
            // A guard against a hang, not a timing: the run takes milliseconds.
            #expect(done.wait(timeout: .now() + 30) == .success)
            let result = seen.withLock { $0 }
            let expected: [Int] = (0..<16).flatMap { index in Array(index * 100..<index * 100 + 50) }
            #expect(result.values.sorted() == expected)
            #expect(result.completions == 1)
            #expect(result.overlapping == 0)
        }
    }

    @Test func combineLatestAndMergeFromManyThreads() {
        for _ in 0..<50 {
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            let latest = TrackingSubscriber<Int, Never>()
            let merged = TrackingSubscriber<Int, Never>()
            a.combineLatest(b).map { $0 + $1 }.subscribe(latest)
            a.merge(with: b).subscribe(merged)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                let subject = thread == 0 ? a : b
                for value in 0..<100 { subject.send(value) }
                subject.send(completion: .finished)
            }
            Self.checkContract(latest)
            Self.checkContract(merged)
            #expect(merged.values.count == 200)
            #expect(merged.completions.count == 1)
            #expect(latest.completions.count == 1)
        }
    }

    @Test func sinkAndCurrentValueSubjectWithRacingCancels() {
        for _ in 0..<100 {
            let subject = CurrentValueSubject<Int, Never>(0)
            let received = Locked(0)
            let token = subject.sink { _ in received.withLock { $0 += 1 } }
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                for value in 0..<30 {
                    if thread == 2 && value == 15 { token.cancel() } else { subject.send(value) }
                }
            }
            let atCancel = received.withLock { $0 }
            subject.send(99)
            #expect(received.withLock { $0 } == atCancel)
        }
    }

    @Test func zipFromTwoThreadsPairsEveryValueInOrder() {
        for _ in 0..<50 {
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            // Unlimited demand, since a subject drops what comes without it: every value is paired.
            let subscriber = TrackingSubscriber<Int, Never>()
            a.zip(b).map { $0 * 1000 + $1 }.subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                switch thread {
                case 0, 1:
                    let subject = thread == 0 ? a : b
                    for value in 0..<100 { subject.send(value) }
                    subject.send(completion: .finished)
                default:
                    for _ in 0..<20 { subscriber.request(.max(1)) }
                }
            }
            Self.checkContract(subscriber)
            #expect(subscriber.values == (0..<100).map { $0 * 1000 + $0 })
            #expect(subscriber.completions.count == 1)
        }
    }

    @Test func switchToLatestWithInnerPublishersSendingWhileUpstreamSwitches() {
        for round in 0..<50 {
            let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
            let inners = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
            let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(30))
            outer.switchToLatest().subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 5) { thread in
                if thread == 4 {
                    for inner in inners { outer.send(inner) }
                    outer.send(completion: .finished)
                    if round % 2 == 0 { subscriber.cancel() }
                } else {
                    for value in 0..<50 { inners[thread].send(value) }
                    subscriber.request(.max(1))
                }
            }
            inners[3].send(completion: .finished)
            Self.checkContract(subscriber, demanded: 30 + 4)
            if round % 2 == 1 { #expect(subscriber.completions.count == 1) }
        }
    }

    @Test func reducersCountEveryValueSentFromManyThreads() {
        for _ in 0..<50 {
            let subject = PassthroughSubject<Int, Never>()
            let counted = TrackingSubscriber<Int, Never>()
            let collected = TrackingSubscriber<[Int], Never>()
            subject.count().subscribe(counted)
            subject.collect().subscribe(collected)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<50 { subject.send(thread * 100 + value) }
            }
            subject.send(completion: .finished)
            #expect(counted.history == ["subscription", "value(200)", "finished"])
            #expect(collected.values.first?.count == 200)
        }
    }

    /// `buffer` fed from four threads while a fifth asks one value at a time: each value comes
    /// once, each thread's in its order, never beyond demand, and the end after the rest.
    @Test func bufferFedFromManyThreadsWhileTheDownstreamAsks() {
        for round in 0..<30 {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
            subject.buffer(size: 1_000, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
            DispatchQueue.concurrentPerform(iterations: 5) { thread in
                for index in 0..<100 {
                    if thread == 4 {
                        subscriber.request(.max(4))
                    } else {
                        subject.send(thread * 1_000 + index)
                    }
                }
            }
            subject.send(completion: .finished)
            subscriber.request(.unlimited)
            let values = subscriber.values
            #expect(values.count == 400, "round \(round)")
            for thread in 0..<4 {
                let own = values.filter { $0 / 1_000 == thread }
                #expect(own == own.sorted(), "round \(round)")
            }
            #expect(subscriber.history.last == "finished")
            Self.checkContract(subscriber)
        }
    }

    /// Zip3 and Merge3 fed from three threads: every value paired or merged once.
    @Test func zip3AndMerge3FedFromThreeThreads() {
        for _ in 0..<30 {
            let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
            let zipped = TrackingSubscriber<Int, Never>()
            let merged = TrackingSubscriber<Int, Never>()
            subjects[0].zip(subjects[1], subjects[2]) { $0 + $1 + $2 }.subscribe(zipped)
            subjects[0].merge(with: subjects[1], subjects[2]).subscribe(merged)
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                for index in 0..<100 { subjects[thread].send(index) }
                subjects[thread].send(completion: .finished)
            }
            #expect(zipped.values == (0..<100).map { $0 * 3 })
            #expect(merged.values.count == 300 && merged.history.last == "finished")
            Self.checkContract(zipped)
            Self.checkContract(merged)
        }
    }
}
