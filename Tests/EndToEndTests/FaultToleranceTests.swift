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
            guard request.path == "/orgs/atomicrobot/repos",
                first.withLock({ value in
                    defer { value = false }; return value
                })
            else { return nil }
            return .json(
                429, #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}"#,
                headers: [("retry-after", "1")])
        }
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "5"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 5)
        // Announced, though not verbose and not on a terminal: a pause must never look like a hang.
        #expect(run.stderr == "GitHub asked to slow down; waiting 1 s\n")
        // The wait is proven by the server's clock: the retry arrived at least `retry-after` later.
        let arrivals = fixture.server.requests.map(\.arrival)
        #expect(arrivals.count == 2)
        #expect(arrivals.count == 2 && arrivals[1] - arrivals[0] >= 1)
    }

    @Test func primaryLimitResettingSoonIsWaitedOut() async throws {
        let first = Locked(true)
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/atomicrobot/repos",
                first.withLock({ value in
                    defer { value = false }; return value
                })
            else { return nil }
            let reset = Int(Date().timeIntervalSince1970) + 1
            return .json(
                403, #"{"message":"API rate limit exceeded for user ID 1."}"#,
                headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-limit", "5000"), ("x-ratelimit-reset", "\(reset)")])
        }
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "--max-wait", "10"], environment: ["TZ": "UTC"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 2)
        #expect(
            run.stderr.range(of: #"^rate limit reached; waiting \d+(\.\d)? s \(until \d\d:\d\d:\d\d\)\n$"#, options: .regularExpression) != nil, "\(run.stderr)"
        )
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
        #expect(lines.contains { $0.range(of: #"^\* GET .* → 502; retry 2 of 3 in \d\.\d s$"#, options: .regularExpression) != nil })
        #expect(lines.filter { $0 == "* GET \(url) …" }.count == 2)
        #expect(lines.last?.hasPrefix("* GET \(url) → 200") == true)
    }

    @Test func secondaryLimitLongerThanMaxWaitStopsAtOnce() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "busy-org"])
        #expect(run.status == 75)
        #expect(fixture.server.requests.count == 1)
    }
}
