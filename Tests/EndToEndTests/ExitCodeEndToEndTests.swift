import Foundation
import Models
import Reactive
@testable import Service
import TestSupport
import Testing

@Suite struct ExitCodeEndToEndTests {
    @Test(arguments: [
        (["list", "no-such-org"], Int32(1), "Error: organization or user 'no-such-org' not found; check the name; the token may lack access to it"),
        (["list", "locked-org"], Int32(4), "Error: GitHub refused the token (Bad credentials); check GH_TOKEN"),
        (["list", "forbidden-org"], Int32(4), "Error: permission denied (Resource not accessible by personal access token); the token lacks access"),
        (
            ["list", "busy-org", "--max-wait", "0"], Int32(75),
            "Error: GitHub asked to slow down (secondary rate limit); retry after 120 s, longer than --max-wait 0 s"
        ),
        (["list", "wrong-shape-org"], Int32(1), "Error: unreadable response from GET /orgs/wrong-shape-org/repos: expected a list"),
        (
            ["list", "missing-field-org"], Int32(1),
            "Error: unreadable response from GET /orgs/missing-field-org/repos at [1].full_name: required field missing"
        ),
        (["commits", "atomicrobot/gone"], Int32(1), "Error: repository 'atomicrobot/gone' not found; check the name; the token may lack access to it"),
        (["commit", "atomicrobot/bottle-rocket", "deadbeef"], Int32(1), "Error: no such commit (No commit found for SHA: deadbeef)"),
    ])
    func apiErrors(arguments: [String], status: Int32, message: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.process(arguments, environment: ["GH_TOKEN": "ghp_SECRET_E2E"])
        #expect(run.status == status)
        #expect(run.stderr == message + "\n")
        #expect(run.stdout == "")
        #expect(!run.stderr.contains("SECRET"))
    }

    @Test func adviceFollowsTheConfiguration() async throws {
        let fixture = try Fixture()
        let anonymous = try await fixture.process(["list", "no-such-org"])
        #expect(anonymous.stderr == "Error: organization or user 'no-such-org' not found; check the name, or set GH_TOKEN if it is private\n")
        let fromGitHubToken = try await fixture.process(["list", "locked-org"], environment: ["GITHUB_TOKEN": "ghp_other"])
        #expect(fromGitHubToken.stderr == "Error: GitHub refused the token (Bad credentials); check GITHUB_TOKEN\n")
        let limited = try await fixture.process(["list", "limited-org"], environment: ["GITHUB_TOKEN": "ghp_other", "TZ": "UTC"])
        // The fixture's reset is 2100-01-01, read on the wall clock: more than a year away.
        #expect(limited.stderr == "Error: GitHub API rate limit exceeded; resets in more than a year\n")
        #expect(!limited.stderr.contains("Set GH_TOKEN"))
    }

    @Test func primaryRateLimitSaysWhenAndHowToGetMore() async throws {
        let fixture = try Fixture()
        let run = try await fixture.process(["list", "limited-org"], environment: ["TZ": "UTC"])
        #expect(run.status == 75)
        #expect(run.stderr == "Error: GitHub API rate limit exceeded; resets in more than a year. Set GH_TOKEN for 5,000 requests an hour.\n")
        #expect(fixture.server.requests.count == 1)
    }

    @Test @MainActor func serverErrorsAreRetriedThenExit75() async throws {
        let fixture = try Fixture()
        // The waits the run takes are noted (when subscribed) and not waited: what they are is
        // the test, not their time.
        let waits = Locked<[Double]>([])
        let instant: @Sendable (Double) -> AnyPublisher<Void, Never> = { seconds in
            Deferred {
                waits.withLock { $0.append(seconds) }
                return Just(())
            }.eraseToAnyPublisher()
        }
        let run = try await fixture.repos(["list", "broken-org"], environment: ["GH_TOKEN": "t"], wait: instant)
        #expect(run.status == 75)
        #expect(run.stderr == "Error: GitHub server error 500 (Server Error); try again later\n")
        #expect(fixture.server.requests.count == Limit.attempts.value)
        // Backing off from 0.25 s, doubling, never past 2 s (jitter at most half again).
        #expect(waits.withLock { $0.count } == Limit.attempts.value - 1)
        #expect(waits.withLock { $0.allSatisfy { $0 > 0 && $0 <= 3 } })
        let html = try await fixture.repos(["list", "html-org"], wait: instant)
        #expect(html.status == 75)
        #expect(html.stderr == "Error: GitHub server error 502 (html error page); try again later\n")
    }

    @Test func unreachableServerExits75() async throws {
        let closed = try RefusingPort()
        let run = try await BinaryRunner.run(["list", "atomicrobot", "--api-url", closed.url])
        withExtendedLifetime(closed) {}
        #expect(run.status == 75)
        #expect(run.stderr == "Error: cannot reach the server: could not connect to 127.0.0.1; check the connection or --api-url\n")
    }

    @Test @MainActor func stalledServerTimesOut() async throws {
        let fixture = try Fixture { request, _ in request.path.contains("stalled") ? LoopbackServer.Response(status: 200, stall: true) : nil }
        let run = try await fixture.repos(["list", "stalled-org", "--timeout", "1"], wait: { _ in Just(()).eraseToAnyPublisher() })
        #expect(run.status == 75)
        // A silent server is asked once more, not as often as a failing one.
        let attempts = Limit.timeoutAttempts.value
        #expect(run.stderr == "Error: no answer within 1 s (\(attempts) attempts); try again or raise --timeout\n")
        #expect(fixture.server.requests.count == attempts)
    }

    /// A server that sends a byte every half second is never silent, and no faster than a silent
    /// one: under the progress floor it has timed out, and is asked once more.
    @Test @MainActor func aDribblingServerTimesOutLikeASilentOne() async throws {
        let fixture = try Fixture { request, _ in
            guard request.path.contains("dribbling") else { return nil }
            var response = LoopbackServer.Response.json(200, String(repeating: " ", count: 200) + "[]")
            response.dribble = 0.5
            return response
        }
        let run = try await fixture.repos(["list", "dribbling-org", "--timeout", "1"], wait: { _ in Just(()).eraseToAnyPublisher() })
        #expect(run.status == 75)
        #expect(run.stderr == "Error: no answer within 1 s (2 attempts); try again or raise --timeout\n")
        #expect(fixture.server.requests.count == Limit.timeoutAttempts.value)
    }

    @Test func ctrlCCancelsAndExits130() async throws {
        let fixture = try Fixture { request, _ in request.path.contains("stalled") ? LoopbackServer.Response(status: 200, stall: true) : nil }
        // SIGINT goes once the server holds the request, so the run is cancelled mid-flight; the
        // 30 s watchdog only guards against a hang.
        let run = try await fixture.process(["list", "stalled-org"], timeout: 30, interruptWhen: { !fixture.server.requests.isEmpty })
        #expect(run.status == 130)
        #expect(run.stdout == "")
        // Cancelled mid-flight: the one request was held, never answered or retried.
        #expect(fixture.server.requests.count == 1)
    }

    @Test(arguments: [
        (["list", "--lmit", "5"], "Error: Unknown option '--lmit'. Did you mean '--limit'?"),
        (["commits"], "Error: Missing expected argument '<repo>'"),
        (["commit", "atomicrobot/bottle-rocket"], "Error: Missing expected argument '<sha>'"),
        (["list", "--limit", "-1"], "Error: The value '-1' is invalid for '--limit <n>': expected a whole number from 1 to 1000000"),
        (["list", "--limit", "abc"], "Error: The value 'abc' is invalid for '--limit <n>': expected a whole number from 1 to 1000000"),
        (["list", "--limit"], "Error: Missing value for '--limit <n>'"),
        (["list", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>': expected one of table, tsv, json, ndjson, csv"),
        (["list", "atomic/robot"], "Error: Invalid organization name 'atomic/robot': use letters, digits, '-', '_' and '.'"),
        (["list", "atomic robot"], "Error: Invalid organization name 'atomic robot': use letters, digits, '-', '_' and '.'"),
        (["lst"], "Error: Unknown subcommand 'lst'. Did you mean 'list'?"),
        (["list", "a", "b"], "Error: Unexpected argument 'b'"),
        (["list", "--all", "--limit", "3"], "Error: '--all' cannot be combined with '--limit'"),
    ])
    func usageErrors(arguments: [String], message: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.process(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(message + "\nUsage: repos "))
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func helpAndVersionGoToStdout() async throws {
        let help = try await BinaryRunner.run(["list", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: List an organization's repositories."))
        #expect(help.stdout.contains("USAGE: repos list [<org>] [<options>]"))
        #expect(help.stdout.contains("  -L, --limit <n>         Show at most <n> repositories. (default: 100)"))
        let root = try await BinaryRunner.run(["--help"])
        #expect(root.stdout.contains("SUBCOMMANDS:"))
        #expect(root.stdout.contains("  75                      try again later"))
        // Within 80 columns; the environment and the limits are the man page's, named in a line.
        #expect(root.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(root.stdout)")
        #expect(root.stdout.contains("GH_TOKEN") && root.stdout.contains("see 'repos man'") && !root.stdout.contains("ENVIRONMENT:"))
        let topic = try await BinaryRunner.run(["help", "commit"])
        #expect(topic.stdout.hasPrefix("OVERVIEW: Show one commit"))
        let version = try await BinaryRunner.run(["--version"])
        #expect(version.stdout == "repos 0.2.0\n")
    }

    @Test func verboseShowsRequestsAndRateLimitButNeverTheToken() async throws {
        let fixture = try Fixture()
        let run = try await fixture.process(["list", "atomicrobot", "-v", "--limit", "2"], environment: ["GH_TOKEN": "ghp_VERBOSE_SECRET"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("* GET \(fixture.server.baseURL.absoluteString)/orgs/atomicrobot/repos?per_page=2 → 200 http/1.1 in "))
        #expect(run.stderr.contains("rate limit 4990/5000"))
        #expect(!run.stderr.contains("VERBOSE_SECRET"))
        #expect(fixture.server.requests.first?.headers["authorization"] == "Bearer ghp_VERBOSE_SECRET")
    }
}
