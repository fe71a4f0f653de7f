import Foundation
import Models
import Service
import TestSupport
import Testing

/// The one decision about waiting before another attempt, and the event that announces it.
@Suite struct RetryPolicyTests {
    static let now = FixedMoment.shortlyAfterMidnight
    static let url = URL(fileURLWithPath: "/orgs/o/repos")
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: 0.5, maxWait: 60, jitter: { 1 })

    @Test func eachWaitIsDecidedAndAnnouncedInOnePlace() {
        let server = GitHubError.server(status: 502, message: "Bad Gateway")
        #expect(policy.wait(after: server, attempt: 1, now: Self.now) == .backoff(seconds: 0.5, attempt: 2, attempts: 3))
        #expect(policy.wait(after: server, attempt: 2, now: Self.now) == .backoff(seconds: 1, attempt: 3, attempts: 3))
        #expect(
            policy.wait(after: server, attempt: 1, now: Self.now)?.event(url: Self.url, error: server)
                == .retrying(url: Self.url, error: server, attempt: 2, attempts: 3, delay: 0.5))
        let slow = GitHubError.secondaryRateLimited(retryAfter: 41, message: "slow down")
        #expect(policy.wait(after: slow, attempt: 1, now: Self.now)?.event(url: Self.url, error: slow) == .slowingDown(seconds: 41))
        let reset = Self.now.addingTimeInterval(29)
        let limited = GitHubError.rateLimited(resetAt: reset, limit: 60, message: "limit")
        #expect(policy.wait(after: limited, attempt: 1, now: Self.now) == .rateLimit(seconds: 30, reset: reset))
    }

    @Test func aWaitPastTheBoundOrTheAttemptsIsGivingUp() {
        #expect(policy.wait(after: .secondaryRateLimited(retryAfter: 61, message: ""), attempt: 1, now: Self.now) == nil)
        let later = GitHubError.rateLimited(resetAt: Self.now.addingTimeInterval(3_600), limit: 60, message: "")
        #expect(policy.wait(after: later, attempt: 1, now: Self.now) == nil)
        // A rate limit's wait uses up an attempt like any other.
        let soon = GitHubError.rateLimited(resetAt: Self.now.addingTimeInterval(5), limit: 60, message: "")
        #expect(policy.wait(after: soon, attempt: 3, now: Self.now) == nil)
        #expect(policy.wait(after: .notFound(message: "x"), attempt: 1, now: Self.now) == nil)
        #expect(RetryPolicy.defaultMaxWait == Double(Limit.waitSeconds.value))
    }

    /// A silent server costs a whole --timeout a try: asked once more, not ten times.
    @Test func aTimeoutIsTriedOnceMore() {
        let policy = RetryPolicy(baseDelay: 0.5, jitter: { 1 })
        let timeout = GitHubError.timeout(seconds: 30)
        #expect(policy.wait(after: timeout, attempt: 1, now: Self.now) == .backoff(seconds: 0.5, attempt: 2, attempts: 2))
        #expect(policy.wait(after: timeout, attempt: 2, now: Self.now) == nil)
        #expect(policy.timeoutAttempts == Limit.timeoutAttempts.value)
        // A server failing with 5xx is still tried as often as before.
        #expect(policy.wait(after: .server(status: 502, message: ""), attempt: 2, now: Self.now) != nil)
    }

    /// A refused connection or an unknown host is no passing fault: once more, within a second.
    @Test(arguments: [0.5, 1.0, 1.5])
    func anUnreachableServerIsTriedOnceMoreWithinASecond(jitter: Double) {
        let policy = RetryPolicy(baseDelay: 0.25, maxBackoff: 2, jitter: { jitter })
        let refused = GitHubError.unreachable("could not connect to 127.0.0.1")
        let wait = policy.wait(after: refused, attempt: 1, now: Self.now)
        #expect(wait.map { $0.seconds <= 1 } == true)
        #expect(wait.map { if case .backoff(_, 2, 2) = $0 { true } else { false } } == true)
        #expect(policy.wait(after: refused, attempt: 2, now: Self.now) == nil)
    }

    /// A request waits for a rate limit once: refused again, it is said.
    @Test func aRateLimitIsWaitedOnceARequest() {
        let slow = GitHubError.secondaryRateLimited(retryAfter: 5, message: "")
        #expect(policy.wait(after: slow, attempt: 1, now: Self.now) == .slowDown(seconds: 5))
        #expect(policy.wait(after: slow, attempt: 2, waitedForALimit: true, now: Self.now) == nil)
        let spent = GitHubError.rateLimited(resetAt: Self.now.addingTimeInterval(5), limit: 60, message: "")
        #expect(policy.wait(after: spent, attempt: 2, waitedForALimit: true, now: Self.now) == nil)
        // A failure of another kind after the wait is still retried.
        #expect(policy.wait(after: .server(status: 502, message: ""), attempt: 2, waitedForALimit: true, now: Self.now) != nil)
    }

    /// A redirect loop is the server's own fault, said at once.
    @Test func aRedirectLoopIsNotRetried() {
        #expect(policy.wait(after: .tooManyRedirects(host: "h", limit: 5), attempt: 1, now: Self.now) == nil)
        #expect(policy.wait(after: .outputClosed, attempt: 1, now: Self.now) == nil)
    }
}
