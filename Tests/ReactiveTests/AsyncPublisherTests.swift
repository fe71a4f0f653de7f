import Reactive
import TestSupport
import Testing

@Suite struct AsyncPublisherTests {
    @Test func valuesDemandsOneAtATime() async {
        let upstream = ManualPublisher<Int, Never>()
        let task = Task {
            var seen: [Int] = []
            for await value in upstream.values { seen.append(value) }
            return seen
        }
        #expect(await eventually { !upstream.subscription.requests.isEmpty })
        #expect(upstream.subscription.requests == [.max(1)])
        upstream.send(1)
        #expect(await eventually { upstream.subscription.requests.count >= 2 })
        upstream.send(2)
        #expect(await eventually { upstream.subscription.requests.count >= 3 })
        upstream.send(completion: .finished)
        #expect(await finishes { await task.value } == [1, 2])
    }

    @Test func throwingValuesThrowTheFailure() async {
        let seen = Locked<[Int]>([])
        do {
            let failingAtZero = [1, 2, 0, 3].publisher.tryMap { value -> Int in
                if value == 0 { throw TestError(7) }
                return value
            }
            try await bounded("the values to throw") {
                for try await value in failingAtZero.values { seen.withLock { $0.append(value) } }
                Issue.record("expected a throw")
            }
        } catch {
            #expect(error as? TestError == TestError(7))
        }
        #expect(seen.withLock { $0 } == [1, 2])
    }

    /// Three tasks share one iterator, each `next()` asked after the one before has asked
    /// upstream: each is answered once, in the order they asked.
    @Test(arguments: [false, true])
    func severalWaitingCallsAreEachAnsweredInOrder(throwing: Bool) async {
        let upstream = ManualPublisher<Int, Never>()
        let next = Self.sharedNext(upstream, throwing: throwing)
        var tasks: [Task<Int?, Never>] = []
        for count in 1...3 {
            tasks.append(Task { await next() })
            #expect(await eventually { upstream.subscription.requests.count == count })
        }
        for value in [10, 20, 30] { upstream.send(value) }
        var answers: [Int?] = []
        for task in tasks { answers.append(await finishes { await task.value } ?? nil) }
        #expect(answers == [10, 20, 30])
        #expect(upstream.subscription.requests == [.max(1), .max(1), .max(1)])
    }

    /// Two calls wait, and a third task awaits a task that also waits; then one of them is
    /// cancelled from another task: the subscription is cancelled once, and every waiting call
    /// (the awaited one included) is answered with nil, under the guard of `finishes`.
    @Test(arguments: [false, true])
    func aCancelFromAnotherTaskAnswersEveryWaitingCallOnce(throwing: Bool) async {
        let upstream = ManualPublisher<Int, Never>()
        let next = Self.sharedNext(upstream, throwing: throwing)
        let first = Task { await next() }
        #expect(await eventually { upstream.subscription.requests.count == 1 })
        let second = Task { await next() }
        #expect(await eventually { upstream.subscription.requests.count == 2 })
        let awaited = Task { await next() }
        let awaiting = Task { await awaited.value }
        #expect(await eventually { upstream.subscription.requests.count == 3 })
        Task { second.cancel() }
        #expect(await finishes { await first.value } == .some(nil))
        #expect(await finishes { await second.value } == .some(nil))
        #expect(await finishes { await awaiting.value } == .some(nil))
        #expect(upstream.subscription.cancels == 1)
        // Ended: a later call is answered at once, and asks nothing more.
        #expect(await finishes { await next() } == .some(nil))
        #expect(upstream.subscription.requests.count == 3)
    }

    /// A failure goes to the first waiting call and the others get nil; with none waiting, to
    /// the next call, and nil after it.
    @Test func aFailureIsThrownToTheFirstWaitingCallOrTheNext() async {
        let upstream = ManualPublisher<Int, TestError>()
        let iterator = Locked(upstream.values.makeAsyncIterator())
        let next: @Sendable () async -> Result<Int?, TestError> = {
            var copy = iterator.withLock { $0 }
            do { return .success(try await copy.next()) } catch { return .failure(error as? TestError ?? TestError(0)) }
        }
        let first = Task { await next() }
        #expect(await eventually { upstream.subscription.requests.count == 1 })
        let second = Task { await next() }
        #expect(await eventually { upstream.subscription.requests.count == 2 })
        upstream.send(completion: .failure(TestError(3)))
        #expect(await finishes { await first.value } == .failure(TestError(3)))
        #expect(await finishes { await second.value } == .success(nil))
        let idle = ManualPublisher<Int, TestError>()
        let later = Locked(idle.values.makeAsyncIterator())
        idle.send(completion: .failure(TestError(4)))
        let thrown = await finishes { () -> Result<Int?, TestError> in
            var copy = later.withLock { $0 }
            do { return .success(try await copy.next()) } catch { return .failure(error as? TestError ?? TestError(0)) }
        }
        #expect(thrown == .failure(TestError(4)))
        let after = await finishes { () -> Result<Int?, TestError> in
            var copy = later.withLock { $0 }
            do { return .success(try await copy.next()) } catch { return .failure(error as? TestError ?? TestError(0)) }
        }
        #expect(after == .success(nil))
    }

    /// `next()` of one iterator shared by tasks, non-throwing or throwing (as nil on a throw).
    static func sharedNext(_ upstream: ManualPublisher<Int, Never>, throwing: Bool) -> @Sendable () async -> Int? {
        if throwing {
            let iterator = Locked(AsyncThrowingPublisher(upstream).makeAsyncIterator())
            return {
                var copy = iterator.withLock { $0 }
                return try? await copy.next()
            }
        }
        let iterator = Locked(upstream.values.makeAsyncIterator())
        return {
            var copy = iterator.withLock { $0 }
            return await copy.next()
        }
    }

    @Test func cancellingTheTaskCancelsTheSubscription() async {
        let upstream = ManualPublisher<Int, Never>()
        let task = Task {
            var count = 0
            for await _ in upstream.values { count += 1 }
            return count
        }
        #expect(await eventually { !upstream.subscription.requests.isEmpty })
        task.cancel()
        #expect(await finishes { await task.value } == 0)
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func aFinishWhileWaitingEndsTheLoop() async {
        let upstream = ManualPublisher<Int, Never>()
        let task = Task { () -> [Int] in
            var seen: [Int] = []
            for await value in upstream.values { seen.append(value) }
            return seen
        }
        #expect(await eventually { !upstream.subscription.requests.isEmpty })
        upstream.send(completion: .finished)
        #expect(await finishes { await task.value } == [])
    }

    @Test func aFailureWhileWaitingIsThrown() async {
        let upstream = ManualPublisher<Int, TestError>()
        let task = Task { () -> String in
            do {
                for try await _ in upstream.values {}
                return "finished"
            } catch {
                return "\(error)"
            }
        }
        #expect(await eventually { !upstream.subscription.requests.isEmpty })
        upstream.send(completion: .failure(TestError(3)))
        #expect(await finishes { await task.value } == "\(TestError(3))")
    }

    @Test func aCancelBeforeTheFirstNextEndsItAtOnce() async {
        let upstream = ManualPublisher<Int, Never>()
        let task = Task { () -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            var count = 0
            for await _ in upstream.values { count += 1 }
            return count
        }
        #expect(await finishes { await task.value } == 0)
    }

    @Test func aNextBeforeTheSubscriptionAsksOnceItArrives() async {
        let upstream = ManualPublisher<Int, Never>(subscribesAtOnce: false)
        let task = Task { () -> [Int] in
            var seen: [Int] = []
            for await value in upstream.values { seen.append(value) }
            return seen
        }
        // The loop waits in next() before any subscription exists; then it arrives.
        for _ in 0..<100 { await Task.yield() }
        upstream.connect()
        #expect(await eventually { !upstream.subscription.requests.isEmpty })
        #expect(upstream.subscription.requests == [.max(1)])
        upstream.send(5)
        upstream.send(completion: .finished)
        #expect(await finishes { await task.value } == [5])
    }

    @Test func aCancelBeforeTheSubscriptionCancelsTheLateOne() async {
        let upstream = ManualPublisher<Int, Never>(subscribesAtOnce: false)
        let task = Task { () -> Int in
            var count = 0
            for await _ in upstream.values { count += 1 }
            return count
        }
        for _ in 0..<100 { await Task.yield() }
        task.cancel()
        #expect(await finishes { await task.value } == 0)
        // A subscription that arrives after the end is cancelled, never left attached upstream.
        upstream.connect()
        #expect(upstream.subscription.cancels == 1)
        #expect(upstream.subscription.requests.isEmpty)
    }
}

/// `body`'s result, or nil when it has not finished within the suite's one bound, the test failing with a line
/// that says so: a guard against a hang (a suspended task never resumed), never a measure of
/// speed.
func finishes<T: Sendable>(sourceLocation: SourceLocation = #_sourceLocation, _ body: @escaping @Sendable () async -> T) async -> T? {
    try? await bounded("a task to finish", sourceLocation: sourceLocation, body)
}
