import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

/// GitHub on an ordinary bad day: 502s in a fixed pattern, and a small rate-limit window. A run
/// that could finish, finishes; one that cannot ends with one line, within the documented bounds.
@Suite struct FlakyGitHubTests {
    /// An org of 2,000 repositories, 20 pages of 100.
    private static let org = SyntheticOrganization(name: "flaky-org", count: 2000)

    /// GitHub's 502 page, as its load balancer sends it.
    private static let badGateway = LoopbackServer.Response(
        status: 502, headers: [("content-type", "text/html")], body: Data("<html><body><h1>502 Bad Gateway</h1></body></html>".utf8))

    /// A server answering the org, but failing the requests `fails` picks by their number (from 1).
    private static func failing(_ fails: @escaping @Sendable (Int) -> Bool) throws -> Fixture {
        let count = Locked(0)
        return try Fixture { request, base in
            guard let answer = org.response(for: request, baseURL: base) else { return nil }
            let number = count.withLock { value -> Int in
                value += 1
                return value
            }
            return fails(number) ? badGateway : answer
        }
    }

    /// Backoffs a hundred times shorter than asked: retries spread out as they do against GitHub,
    /// and a run's 2 s of backing off costs 20 ms.
    /// One scheduled action per wait, as the run's own clock makes them: `delay` on a concurrent
    /// queue schedules the value and the completion apart, and either may run first.
    private static let hurried: @Sendable (Double) -> AnyPublisher<Void, Never> = { seconds in
        ServiceClock(now: Date.init, scheduler: DispatchQueue.global()).wait(seconds / 100)
    }

    /// How often each page was asked for.
    private static func requestsPerPage(_ fixture: Fixture) -> [String: Int] {
        fixture.server.requests.reduce(into: [:]) { counts, request in counts[request.query["page"] ?? "1", default: 0] += 1 }
    }

    /// Which requests a flaky server fails, by their number from 1.
    enum FailurePattern: CaseIterable, Sendable {
        case everyThird
        case burstsOfFive

        func fails(_ number: Int) -> Bool {
            switch self {
            case .everyThird: number % 3 == 0
            case .burstsOfFive: number % 10 >= 5
            }
        }
    }

    @Test(arguments: FailurePattern.allCases)
    @MainActor func aFailingPatternStillListsEveryRepository(pattern: FailurePattern) async throws {
        for _ in 1...5 {
            let fixture = try Self.failing(pattern.fails)
            let run = try await fixture.repos(["list", "flaky-org", "--all"], environment: ["GH_TOKEN": "t"], wait: Self.hurried)
            #expect(run.status == 0, "\(pattern): \(run.stderr) \(Self.requestsPerPage(fixture).values.max() ?? 0)")
            #expect(run.lines.count == 2000, "\(pattern)")
            #expect(Set(run.lines.map { $0.prefix { $0 != "\t" } }).count == 2000)
            let json = try await fixture.repos(["list", "flaky-org", "--all", "--json", "name"], environment: ["GH_TOKEN": "t"], wait: Self.hurried)
            #expect(json.status == 0, "\(pattern): \(json.stderr)")
            #expect(try jsonArray(json.stdout).count == 2000)
            // Some requests failed, and none was tried more often than one request's bound.
            #expect(fixture.server.requests.count > 40)
            #expect(Self.requestsPerPage(fixture).values.allSatisfy { $0 <= 2 * Limit.attempts.value })
        }
    }

    @Test @MainActor func aServerThatNeverAnswersEndsTheRunWithinTheBound() async throws {
        // Page 1 answers; every request after it fails.
        let fixture = try Self.failing { $0 > 1 }
        let run = try await fixture.repos(["list", "flaky-org", "--all"], environment: ["GH_TOKEN": "t"], wait: Self.hurried)
        #expect(run.status == 75)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: GitHub server error 502 (html error page); try again later\n")
        let failed = fixture.server.requests.count - 1
        // The run gave up once that many attempts had failed in a row; requests already on
        // their way (at most 8 at once) may end after it.
        #expect(failed >= Limit.failuresInARow.value)
        #expect(failed < Limit.failuresInARow.value + 8)
        #expect(Self.requestsPerPage(fixture).values.allSatisfy { $0 <= Limit.attempts.value })
    }

    @Test @MainActor func aFivePerTwoSecondWindowIsWaitedOutNotHammered() async throws {
        // The run's clock and the server's are one virtual clock, moved only by the test.
        let scheduler = TestScheduler()
        let now: @Sendable () -> Date = { Fixture.now.addingTimeInterval(Double(scheduler.now.nanoseconds) / 1e9) }
        let window = RateWindow(size: 5, seconds: 2, origin: Fixture.now, now: now)
        let fixture = try Fixture { request, base in
            guard let answer = Self.org.response(for: request, baseURL: base) else { return nil }
            return window.admit(answer)
        }
        let clock = ServiceClock(now: now, scheduler: scheduler)
        let ended = Locked(false)
        let task = Task { @MainActor in
            defer { ended.withLock { $0 = true } }
            return try await fixture.repos(["list", "flaky-org", "--all", "--max-wait", "60"], environment: ["GH_TOKEN": "t"], wait: clock.wait, clock: now)
        }
        // Whenever the run waits with nothing on the network, its wait ends: a bounded number
        // of times, so a run that stops making requests fails the test rather than hanging it.
        var rounds = 0
        while !ended.withLock({ $0 }), rounds < 4_000 {
            rounds += 1
            try await Task.sleep(nanoseconds: 5_000_000)
            if scheduler.pendingActions > 0, fixture.server.inFlight == 0 { scheduler.run() }
        }
        let run = try await bounded("the rate-limited listing to end") { try await task.value }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 2000)
        #expect(window.refused <= 8, "refused \(window.refused) of \(fixture.server.requests.count)")
        // Announced once a window, as a countdown's first line.
        #expect(run.stderr.hasPrefix("rate limit reached; waiting 3 s"))
    }

    /// A spent limit whose reset is `reset`, answered to the first request; the org after it.
    private static func spentOnce(reset: Int) throws -> Fixture {
        let first = Locked(true)
        return try Fixture { request, base in
            if first.withLock({ value in
                defer { value = false }
                return value
            }) {
                return .json(
                    403, #"{"message":"API rate limit exceeded for user ID 1."}"#,
                    headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-limit", "5000"), ("x-ratelimit-reset", "\(reset)")])
            }
            return org.response(for: request, baseURL: base)
        }
    }

    @Test @MainActor func aResetAlreadyPastIsTriedAgainAtOnceAndNamesNoClockTime() async throws {
        // GitHub's clock and ours differ: the window it names has ended, so the next try is now.
        let fixture = try Self.spentOnce(reset: Int(Fixture.now.timeIntervalSince1970) - 100)
        let run = try await fixture.repos(["list", "flaky-org", "--limit", "3"], environment: ["GH_TOKEN": "t", "TZ": "UTC"], wait: Self.hurried)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 3)
        #expect(run.stderr.isEmpty)
        #expect(fixture.server.requests.count == 2)
    }

    @Test @MainActor func aLimitAlwaysResetInThePastEndsWithinTheAttemptsAndSaysNow() async throws {
        let reset = Int(Fixture.now.timeIntervalSince1970) - 100
        let fixture = try Fixture { _, _ in
            .json(
                403, #"{"message":"API rate limit exceeded for user ID 1."}"#,
                headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-limit", "5000"), ("x-ratelimit-reset", "\(reset)")])
        }
        let run = try await fixture.repos(["list", "flaky-org", "--limit", "3"], environment: ["GH_TOKEN": "t", "TZ": "UTC"], wait: Self.hurried)
        #expect(run.status == 75)
        #expect(run.stderr == "Error: GitHub API rate limit exceeded; resets now\n")
        #expect(fixture.server.requests.count == Limit.attempts.value)
    }

    @Test @MainActor func aResetCenturiesAwaySaysMoreThanAYear() async throws {
        let fixture = try Self.spentOnce(reset: 9_999_999_999)
        let run = try await fixture.repos(["list", "flaky-org", "--limit", "3"], environment: ["GH_TOKEN": "t", "TZ": "UTC"], wait: Self.hurried)
        #expect(run.status == 75)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: GitHub API rate limit exceeded; resets in more than a year"), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test @MainActor func aHeaderPast100KBIsAnUnreadableResponseNotTheNetwork() async throws {
        let fixture = try Fixture { request, base in
            guard var answer = Self.org.response(for: request, baseURL: base) else { return nil }
            answer.headers.append(("x-padding", String(repeating: "a", count: 1 << 20)))
            return answer
        }
        let run = try await fixture.repos(["list", "flaky-org", "--limit", "3"], environment: ["GH_TOKEN": "t"], wait: Self.hurried)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: unreadable response from /orgs/flaky-org/repos: a header past 100 KB\n")
        // Not retried: the same answer would come again.
        #expect(fixture.server.requests.count == 1)
    }
}
