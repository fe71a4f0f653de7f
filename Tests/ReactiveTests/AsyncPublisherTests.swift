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
        while upstream.subscription.requests.isEmpty { await Task.yield() }
        #expect(upstream.subscription.requests == [.max(1)])
        upstream.send(1)
        while upstream.subscription.requests.count < 2 { await Task.yield() }
        upstream.send(2)
        while upstream.subscription.requests.count < 3 { await Task.yield() }
        upstream.send(completion: .finished)
        #expect(await task.value == [1, 2])
    }

    @Test func throwingValuesThrowTheFailure() async {
        var seen: [Int] = []
        do {
            let failingAtZero = [1, 2, 0, 3].publisher.tryMap { value -> Int in
                if value == 0 { throw TestError(7) }
                return value
            }
            for try await value in failingAtZero.values {
                seen.append(value)
            }
            Issue.record("expected a throw")
        } catch {
            #expect(error as? TestError == TestError(7))
        }
        #expect(seen == [1, 2])
    }

    @Test func cancellingTheTaskCancelsTheSubscription() async {
        let upstream = ManualPublisher<Int, Never>()
        let task = Task {
            var count = 0
            for await _ in upstream.values { count += 1 }
            return count
        }
        while upstream.subscription.requests.isEmpty { await Task.yield() }
        task.cancel()
        #expect(await task.value == 0)
        #expect(upstream.subscription.cancels == 1)
    }
}
