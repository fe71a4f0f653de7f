import Reactive
import TestSupport
import Testing

/// Asking `Just`, `Future`, `Result.Publisher` or a subject for zero values is a subscriber's bug,
/// and traps as it does in Combine. Each case runs in a child process (an exit test), which must
/// die; a request for one value from the same subscriber shape is fine.
@Suite struct ZeroDemandTests {
    @Test func justTrapsOnAZeroRequest() async {
        await #expect(processExitsWith: .failure) {
            Just(1).subscribe(ZeroDemandTests.asking(.none))
        }
    }

    @Test func futureTrapsOnAZeroRequest() async {
        await #expect(processExitsWith: .failure) {
            Future<Int, Never> { $0(.success(1)) }.subscribe(ZeroDemandTests.asking(.none))
        }
    }

    @Test func resultPublisherTrapsOnAZeroRequest() async {
        await #expect(processExitsWith: .failure) {
            Result<Int, Never>.success(1).publisher.subscribe(ZeroDemandTests.asking(.none))
        }
    }

    @Test func passthroughSubjectTrapsOnAZeroRequest() async {
        await #expect(processExitsWith: .failure) {
            PassthroughSubject<Int, Never>().subscribe(ZeroDemandTests.asking(.none))
        }
    }

    @Test func currentValueSubjectTrapsOnAZeroRequest() async {
        await #expect(processExitsWith: .failure) {
            CurrentValueSubject<Int, Never>(1).subscribe(ZeroDemandTests.asking(.none))
        }
    }

    /// `retry` and `replaceError` trap on a value that comes with no demand outstanding, as
    /// Combine's do; the same value with demand is passed on.
    @Test func retryTrapsOnAValueBeyondDemand() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Never>()
            upstream.retry(1).subscribe(ZeroDemandTests.asking(.max(1)))
            upstream.send(1)
            upstream.send(2)
        }
    }

    @Test func replaceErrorTrapsOnAValueBeyondDemand() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Never>()
            upstream.replaceError(with: 0).subscribe(ZeroDemandTests.asking(.max(1)))
            upstream.send(1)
            upstream.send(2)
        }
    }

    @Test func aValueWithinDemandPassesRetryAndReplaceError() {
        let upstream = ManualPublisher<Int, TestError>()
        let retrying = TrackingSubscriber<Int, TestError>(initialDemand: .max(2))
        upstream.retry(1).subscribe(retrying)
        upstream.send(1)
        upstream.send(2)
        #expect(retrying.values == [1, 2])
        let other = ManualPublisher<Int, TestError>()
        let replacing = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
        other.replaceError(with: 0).subscribe(replacing)
        other.send(1)
        other.send(2)
        #expect(replacing.values == [1, 2])
    }

    @Test func aRequestForOneIsServed() {
        let subscriber = ZeroDemandTests.asking(.max(1))
        Just(1).subscribe(subscriber)
        let subject = CurrentValueSubject<Int, Never>(2)
        subject.subscribe(subscriber)
        #expect(subscriber.values.withLock { $0 } == [1, 2])
    }

    /// A subscriber that asks for `demand` when subscribed and records the values it gets.
    static func asking(_ demand: Subscribers.Demand) -> Asking { Asking(demand) }

    final class Asking: Subscriber {
        typealias Input = Int
        typealias Failure = Never

        let demand: Subscribers.Demand
        let values = Locked<[Int]>([])

        init(_ demand: Subscribers.Demand) { self.demand = demand }

        func receive(subscription: any Subscription) { subscription.request(demand) }
        func receive(_ input: Int) -> Subscribers.Demand {
            values.withLock { $0.append(input) }
            return .none
        }
        func receive(completion: Subscribers.Completion<Never>) {}
    }

    /// `assertNoFailure` stops the process on a failure, `breakpoint` raises SIGTRAP when a
    /// closure says so (ending a process no debugger watches), and a `Record`'s recording takes
    /// nothing after its completion, as Combine's do.
    @Test func assertNoFailureStopsOnAFailure() async {
        await #expect(processExitsWith: .failure) {
            Fail<Int, TestError>(error: TestError(1)).assertNoFailure().subscribe(ZeroDemandTests.asking(.max(1)))
        }
    }

    @Test func breakpointStopsWhenAClosureSaysSo() async {
        await #expect(processExitsWith: .failure) {
            Just(1).breakpoint(receiveOutput: { $0 == 1 }).subscribe(ZeroDemandTests.asking(.max(1)))
        }
    }

    @Test func breakpointOnErrorStopsOnAFailure() async {
        await #expect(processExitsWith: .failure) {
            Fail<Int, TestError>(error: TestError(1)).breakpointOnError().subscribe(TrackingSubscriber<Int, TestError>())
        }
    }

    @Test func aCompletedRecordingTakesNoMoreValues() async {
        await #expect(processExitsWith: .failure) {
            _ = Record<Int, Never> { recording in
                recording.receive(completion: .finished)
                recording.receive(1)
            }
        }
    }
}
