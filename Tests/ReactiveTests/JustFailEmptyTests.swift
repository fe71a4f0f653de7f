import Reactive
import TestSupport
import Testing

@Suite struct JustFailEmptyTests {
    @Test func justWaitsForDemandThenSendsValueAndFinishes() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        Just(5).subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(5)", "finished"])
        subscriber.request(.max(1))
        #expect(subscriber.history.count == 3)
    }

    @Test func justSendsNothingAfterCancel() {
        let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
        Just(5).subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription"])
    }

    @Test func failSendsFailureWithoutDemand() {
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        Fail<Int, TestError>(error: TestError(3)).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "failure(TestError(3))"])
    }

    @Test func emptyFinishesAtOnceOrStaysSilent() {
        let finishing = TrackingSubscriber<Int, Never>()
        Empty<Int, Never>().subscribe(finishing)
        #expect(finishing.history == ["subscription", "finished"])
        let silent = TrackingSubscriber<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(silent)
        #expect(silent.history == ["subscription"])
    }

    @Test func deferredBuildsAPublisherPerSubscriber() {
        let built = Locked(0)
        let deferred = Deferred { () -> Just<Int> in
            Just(
                built.withLock { count in
                    count += 1
                    return count
                })
        }
        #expect(built.withLock { $0 } == 0)
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        deferred.subscribe(first)
        deferred.subscribe(second)
        #expect(first.values == [1])
        #expect(second.values == [2])
    }

    @Test func justsSpecialisedOperatorsGiveCombinesTypes() throws {
        let doubled: Just<Int> = Just(21).map { $0 * 2 }
        let collected: Just<[Int]> = Just(1).collect()
        let replaced: Just<Int> = Just(1).replaceError(with: 0)
        let retried: Just<Int> = Just(1).retry(3)
        let typed: Result<Int, TestError>.Publisher = Just(1).setFailureType(to: TestError.self)
        let mapped: Result<Int, TestError>.Publisher = Just(2).mapError(impossibleFailure)
        #expect(doubled.output == 42)
        #expect(collected.output == [1])
        #expect(replaced.output == 1 && retried.output == 1)
        #expect(try typed.result.get() == 1)
        #expect(try mapped.result.get() == 2)
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none)
        typed.subscribe(subscriber)
        #expect(subscriber.history == ["subscription"])
        subscriber.request(.max(1))
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
    }

    @Test func justsTryMapSendsTheValueOrWhatTheTransformThrew() {
        let fine: Result<Int, any Error>.Publisher = Just(2).tryMap { $0 + 1 }
        let thrown: Result<Int, any Error>.Publisher = Just(2).tryMap { value -> Int in
            guard value > 2 else { throw TestError(7) }
            return value
        }
        #expect((try? fine.result.get()) == 3)
        let subscriber = TrackingSubscriber<Int, any Error>()
        thrown.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "failure(TestError(7))"])
    }
}

/// The `mapError` transform of a publisher that never fails: never called.
private func impossibleFailure(_ never: Never) -> TestError {}
