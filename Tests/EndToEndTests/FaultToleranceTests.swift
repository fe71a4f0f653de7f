import Foundation
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

    @Test func secondaryLimitWithRetryAfterWaitsThenSucceeds() async throws {
        let first = Locked(true)
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/atomicrobot/repos", first.withLock({ value in defer { value = false }; return value }) else { return nil }
            return .json(429, #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}"#, headers: [("retry-after", "1")])
        }
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "5"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 5)
        // The wait is proven by the server's clock: the retry arrived at least `retry-after` later.
        let arrivals = fixture.server.requests.map(\.arrival)
        #expect(arrivals.count == 2)
        #expect(arrivals.count == 2 && arrivals[1] - arrivals[0] >= 1)
    }

    @Test func primaryLimitResettingSoonIsWaitedOut() async throws {
        let first = Locked(true)
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/atomicrobot/repos", first.withLock({ value in defer { value = false }; return value }) else { return nil }
            let reset = Int(Date().timeIntervalSince1970) + 1
            return .json(403, #"{"message":"API rate limit exceeded for user ID 1."}"#, headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-limit", "5000"), ("x-ratelimit-reset", "\(reset)")])
        }
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "--max-wait", "10"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 2)
    }

    @Test func secondaryLimitLongerThanMaxWaitStopsAtOnce() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "busy-org"])
        #expect(run.status == 75)
        #expect(fixture.server.requests.count == 1)
    }
}
