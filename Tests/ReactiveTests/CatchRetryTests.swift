import Reactive
import TestSupport
import Testing

@Suite struct CatchRetryTests {
    /// As Combine's: the demand the downstream returns for a value is asked of the upstream,
    /// and none is returned (we returned the downstream's `.max(5)`).
    @Test func retryAsksUpstreamForTheDownstreamsExtraDemandAndReturnsNone() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(1)) { _ in .max(5) }
        upstream.retry(1).subscribe(subscriber)
        #expect(upstream.send(1) == .none)
        #expect(upstream.subscription.requests == [.max(1), .max(5)])
        #expect(subscriber.values == [1])
    }

    @Test func catchSwitchesToTheReplacementAndCarriesDemandOver() {
        let first = ManualPublisher<Int, TestError>()
        let second = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(3))
        first.catch { _ in second }.subscribe(subscriber)
        first.send(1)
        first.send(completion: .failure(TestError(1)))
        #expect(second.subscription.requests == [.max(2)])
        second.send(2)
        second.send(completion: .failure(TestError(2)))
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "failure(TestError(2))"])
    }

    /// A cancel while the replacement has not yet handed over its subscription cancels that
    /// subscription when it comes, as Combine's `catch` does.
    @Test func catchCancelsAPendingReplacement() {
        let upstream = ManualPublisher<Int, TestError>()
        let replacement = ManualPublisher<Int, TestError>(subscribesAtOnce: false)
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.catch { _ in replacement }.subscribe(subscriber)
        upstream.send(completion: .failure(TestError(1)))
        subscriber.cancel()
        replacement.connect()
        #expect(replacement.subscription.cancels == 1)
        #expect(replacement.subscription.requests.isEmpty)
        #expect(subscriber.history == ["subscription"])
    }

    @Test func catchIsNotCalledOnFinish() {
        let called = Locked(false)
        let subscriber = TrackingSubscriber<Int, Never>()
        [1].publisher.setFailureType(to: TestError.self)
            .catch { _ -> Just<Int> in
                called.withLock { $0 = true }; return Just(0)
            }
            .subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "finished"])
        #expect(called.withLock { $0 } == false)
    }

    @Test func retryResubscribesUntilSuccess() {
        let attempts = Locked(0)
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            let attempt = attempts.withLock { count in
                count += 1
                return count
            }
            return attempt < 3
                ? Fail(error: TestError(attempt)).eraseToAnyPublisher()
                : Just(attempt).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let subscriber = TrackingSubscriber<Int, TestError>()
        flaky.retry(3).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(3)", "finished"])
        #expect(attempts.withLock { $0 } == 3)
    }

    @Test func retryGivesUpWithTheLastFailure() {
        let attempts = Locked(0)
        let failing = Deferred { () -> Fail<Int, TestError> in
            Fail(
                error: TestError(
                    attempts.withLock { count in
                        count += 1
                        return count
                    }))
        }
        let subscriber = TrackingSubscriber<Int, TestError>()
        failing.retry(2).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "failure(TestError(3))"])
    }

    @Test func retryCancelReachesTheCurrentAttempt() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        upstream.retry(1).subscribe(subscriber)
        subscriber.cancel()
        #expect(upstream.subscription.cancels == 1)
    }

    @Test func retryingAPublisherThatFailsAtOnceTakesNoStackPerAttempt() {
        let attempts = Locked(0)
        let failing = Deferred {
            attempts.withLock { $0 += 1 }
            return Fail<Int, TestError>(error: TestError(1))
        }
        let subscriber = TrackingSubscriber<Int, TestError>()
        failing.retry(100_000).subscribe(subscriber)
        #expect(attempts.withLock { $0 } == 100_001)
        #expect(subscriber.history == ["subscription", "failure(TestError(1))"])
    }

    @Test(arguments: [nil, -1] as [Int?])
    func retryWithoutALimitGoesOnUntilUpstreamSucceeds(_ retries: Int?) {
        let attempts = Locked(0)
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            let attempt = attempts.withLock { count -> Int in
                count += 1
                return count
            }
            guard attempt > 5_000 else { return Fail(error: TestError(attempt)).eraseToAnyPublisher() }
            return Just(attempt).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let subscriber = TrackingSubscriber<Int, TestError>()
        Publishers.Retry(upstream: flaky, retries: retries).subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(5001)", "finished"])
    }

    @Test func outstandingDemandIsAskedOfEachAttempt() {
        let upstreams = Locked<[ManualPublisher<Int, TestError>]>([])
        let source = Deferred { () -> ManualPublisher<Int, TestError> in
            let upstream = ManualPublisher<Int, TestError>()
            upstreams.withLock { $0.append(upstream) }
            return upstream
        }
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(5))
        source.retry(3).subscribe(subscriber)
        let first = upstreams.withLock { $0[0] }
        #expect(first.send(1) == .none)
        first.send(completion: .failure(TestError(1)))
        let second = upstreams.withLock { $0[1] }
        #expect(first.subscription.requests == [.max(5)])
        #expect(second.subscription.requests == [.max(4)])
        #expect(subscriber.history == ["subscription", "value(1)"])
    }

    @Test func catchAsksTheReplacementForTheDemandStillOutstanding() {
        let upstream = ManualPublisher<Int, TestError>()
        let replacement = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(12)) { _ in .max(3) }
        upstream.catch { _ in replacement }.subscribe(subscriber)
        subscriber.request(.max(5))
        for value in 1...8 { #expect(upstream.send(value) == .max(3)) }
        upstream.send(completion: .failure(TestError()))
        // 12 + 5 asked, 8 sent, 8 × 3 more asked with them: 33 outstanding.
        #expect(upstream.subscription.requests == [.max(12), .max(5)])
        #expect(replacement.subscription.requests == [.max(33)])
        #expect(subscriber.values == Array(1...8))
    }

    /// Combine's `catch` after a cancel, before it has switched (as OpenCombine's tests record it
    /// against Combine): a request no longer goes up, but a value upstream still sends goes down
    /// and the downstream's demand comes back; a failure no longer reaches the handler.
    @Test func afterACancelBeforeSwitchingValuesStillPassButRequestsAndTheFailureDoNot() {
        let upstream = ManualPublisher<Int, TestError>()
        let handled = Locked(0)
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(1)) { _ in .max(3) }
        upstream.catch { _ in
            handled.withLock { $0 += 1 }
            return Just(-1).setFailureType(to: TestError.self)
        }.subscribe(subscriber)
        subscriber.cancel()
        subscriber.request(.max(199))
        #expect(upstream.send(1) == .max(3))
        upstream.send(completion: .failure(TestError(2)))
        #expect(upstream.subscription.requests == [.max(1)])
        #expect(upstream.subscription.cancels == 1)
        #expect(subscriber.history == ["subscription", "value(1)"])
        #expect(handled.withLock { $0 } == 0)
    }

    /// After switching, the same for the replacement: its values still pass, its completion does
    /// not, it is cancelled, and a second subscription from it is cancelled too.
    @Test func afterACancelAfterSwitchingTheReplacementsValuesStillPass() {
        let upstream = ManualPublisher<Int, TestError>()
        let replacement = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .none) { _ in .max(3) }
        upstream.catch { _ in replacement }.subscribe(subscriber)
        upstream.send(completion: .failure(TestError(1)))
        subscriber.cancel()
        #expect(replacement.send(1) == .max(3))
        replacement.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1)"])
        #expect(upstream.subscription.requests.isEmpty)
        #expect(replacement.subscription.cancels == 1)
        let extra = RecordingSubscription()
        replacement.sendSubscription(extra)
        #expect(extra.cancels == 1)
    }
}
