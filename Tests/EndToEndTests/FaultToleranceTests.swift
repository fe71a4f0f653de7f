import Foundation
import Models
import Service
import Reactive
import TestSupport
import Testing

@Suite struct FaultToleranceTests {
    @Test func everyThirdRequestFailingGivesTheSameOutputAsACleanRun() async throws {
        let clean = try await Fixture().repos(["list", "big-org", "--all", "--json", "full_name"])
        let counter = Locked(0)
        let flaky = try Fixture { _, _ in
            let count = counter.withLock { value -> Int in
                value += 1
                return value
            }
            return count % 3 == 0 ? .json(502, #"{"message":"Server Error"}"#) : nil
        }
        let run = try await flaky.repos(["list", "big-org", "--all", "--json", "full_name"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == clean.stdout)
        #expect(try jsonArray(run.stdout).count == 450)
        #expect(flaky.server.requests.count > 5)
    }

    /// The fixtures, with the first request for atomicrobot's repositories answered by `answer`.
    private static func answeringTheFirstListingRequest(_ answer: LoopbackServer.Response) throws -> Fixture {
        let first = Locked(true)
        return try Fixture { request, _ in
            guard request.path == "/orgs/atomicrobot/repos",
                first.withLock({ value in
                    defer { value = false }
                    return value
                })
            else { return nil }
            return answer
        }
    }

    /// Runs `arguments` on a virtual clock through the one wait of `seconds` the fixture's answer
    /// asks for: the wait ends when the test advances the scheduler, and not before (a second
    /// short of it, nothing more has been asked).
    private static func run(_ arguments: [String], environment: [String: String] = [:], on fixture: Fixture, waitingOut seconds: Int) async throws
        -> BinaryRunner.Outcome
    {
        let scheduler = TestScheduler()
        let clock = ServiceClock(now: { Fixture.now }, scheduler: scheduler)
        let task = Task { @MainActor in try await fixture.repos(arguments, environment: environment, wait: clock.wait) }
        #expect(await eventually { scheduler.pendingActions > 0 })
        #expect(scheduler.pendingActions == 1)
        scheduler.advance(by: .seconds(seconds - 1))
        #expect(fixture.server.requests.count == 1)
        scheduler.advance(by: .seconds(1))
        return try await bounded("the run to end once its wait of \(seconds) s was over") { try await task.value }
    }

    @Test func secondaryLimitWithRetryAfterWaitsThenSucceeds() async throws {
        let fixture = try Self.answeringTheFirstListingRequest(
            .json(
                429, #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}"#,
                headers: [("retry-after", "30")]))
        let run = try await Self.run(["list", "atomicrobot", "--limit", "5"], on: fixture, waitingOut: 30)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 5)
        #expect(fixture.server.requests.count == 2)
        // Announced, though not verbose and not on a terminal: a pause must never look like a hang.
        #expect(run.stderr == "GitHub asked to slow down; waiting 30 s\n")
    }

    @Test func primaryLimitResettingSoonIsWaitedOut() async throws {
        // Resets 5 s after the run's clock: waited out (plus GitHub's advised second) virtually.
        let reset = Int(Fixture.now.timeIntervalSince1970) + 5
        let fixture = try Self.answeringTheFirstListingRequest(
            .json(
                403, #"{"message":"API rate limit exceeded for user ID 1."}"#,
                headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-limit", "5000"), ("x-ratelimit-reset", "\(reset)")]))
        let run = try await Self.run(["list", "atomicrobot", "--limit", "2", "--max-wait", "10"], environment: ["TZ": "UTC"], on: fixture, waitingOut: 6)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 2)
        #expect(run.stderr == "rate limit reached; waiting 6 s (until 12:00:05)\n")
    }

    /// A secondary limit that refuses again after the wait GitHub asked for ends the run: waiting
    /// again and again would hold it for many times --max-wait (9 minutes, found by trying it).
    @Test func aSecondaryLimitRefusingAgainAfterItsWaitEndsTheRun() async throws {
        let fixture = try Fixture { request, _ in
            request.path == "/orgs/atomicrobot/repos"
                ? .json(403, #"{"message":"You have exceeded a secondary rate limit"}"#, headers: [("x-ratelimit-remaining", "0")]) : nil
        }
        let run = try await bounded("the refused run to end") { @MainActor in
            try await fixture.repos(["list", "atomicrobot", "--limit", "5"], wait: { _ in Just(()).eraseToAnyPublisher() })
        }
        #expect(run.status == 75)
        #expect(fixture.server.requests.count == 2)
        #expect(run.stderr.hasPrefix("GitHub asked to slow down; waiting 60 s\n"))
        #expect(run.stderr.hasSuffix("\nError: GitHub asked to slow down (secondary rate limit); wait a minute and retry\n"))
    }

    @Test func verboseLogsEachRequestAsItStartsAndEndsAndEachRetry() async throws {
        let count = Locked(0)
        let fixture = try Fixture { request, _ in
            let n = count.withLock { value -> Int in
                value += 1
                return value
            }
            return n == 1 ? .json(502, #"{"message":"Bad Gateway"}"#) : nil
        }
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "1", "-v"])
        #expect(run.status == 0)
        let url = "\(fixture.server.baseURL.absoluteString)/orgs/atomicrobot/repos?per_page=1"
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "* token: none")
        #expect(lines.dropFirst().first == "* GET \(url) …")
        #expect(lines.contains { $0.hasPrefix("* GET \(url) → 502 http/1.1 in ") })
        #expect(
            lines.contains { $0.range(of: #"^\* GET .* → 502; retry 2 of \#(Limit.attempts.value) in \d\.\d s$"#, options: .regularExpression) != nil })
        #expect(lines.filter { $0 == "* GET \(url) …" }.count == 2)
        #expect(lines.dropLast().last?.hasPrefix("* GET \(url) → 200") == true)
        // The last line is what the run cost: both tries went to GitHub, one was retried.
        #expect(
            lines.last?.hasPrefix("* cost: 2 requests sent, 0 answered 304, 0 answered by the cache unasked, 0 refused, 1 retried") == true, "\(run.stderr)")
    }

    @Test func verboseEndsWithWhatTheRunCostRefusalsAndTheLimitLeftIncluded() async throws {
        // First a refusal of the secondary kind, then the page.
        let fixture = try Self.answeringTheFirstListingRequest(
            .json(429, #"{"message":"You have exceeded a secondary rate limit."}"#, headers: [("retry-after", "1")]))
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "-v"], wait: { _ in Just(()).eraseToAnyPublisher() })
        #expect(run.status == 0, "\(run.stderr)")
        let cost = run.stderr.split(separator: "\n").last.map(String.init)
        #expect(
            cost?.hasPrefix("* cost: 2 requests sent, 0 answered 304, 0 answered by the cache unasked, 1 refused, 0 retried; rate limit ") == true,
            "\(run.stderr)")
        // Without -v, not a word of it.
        let quiet = try await fixture.repos(["list", "atomicrobot", "--limit", "2"])
        #expect(!quiet.stderr.contains("cost"))
    }

    @Test func secondaryLimitLongerThanMaxWaitStopsAtOnce() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "busy-org"])
        #expect(run.status == 75)
        #expect(fixture.server.requests.count == 1)
    }
}
