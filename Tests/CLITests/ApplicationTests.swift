import CLI
import Foundation
import TestSupport
import Testing
import Views

/// `repos` run in-process through `Application`, with injected argv, environment, streams and
/// clock, against the loopback fixture server through the real transport.
@MainActor
@Suite struct ApplicationTests {
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    let server: LoopbackServer
    /// This test's cache, removed with the suite's instance when the test ends.
    let scratch = ScratchFolder("repos-cli")
    var cacheHome: URL { scratch.url }

    init() throws {
        let router = try FixtureRouter()
        server = try LoopbackServer(handler: router.handler())
    }

    func repos(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) async -> Outcome {
        let stdout = StringSink(), stderr = StringSink()
        var env = ["GITHUB_API_URL": server.baseURL.absoluteString, "XDG_CACHE_HOME": cacheHome.path]
        env.merge(environment) { _, new in new }
        let environment = RunEnvironment(
            arguments: arguments, variables: env, stdout: stdout, stderr: stderr,
            stdoutIsTerminal: terminal, terminalWidth: terminal ? 100 : nil,
            now: { Date(timeIntervalSince1970: 1_796_000_000) }
        )
        let status = await Application(environment: environment).run()
        return Outcome(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    @Test func globalOptionsWorkBeforeOrAfterTheSubcommand() async {
        let before = await repos(["-v", "--limit", "2", "list", "atomicrobot"])
        let after = await repos(["list", "atomicrobot", "--limit", "2", "-v"])
        #expect(before.status == 0)
        #expect(before.stdout == after.stdout)
        #expect(before.stdout.split(separator: "\n").count == 2)
        #expect(before.stderr.contains("* GET "))
        #expect(before.stderr.contains("* token: none"))
    }

    @Test(arguments: ["cache", "help", "list", "commits", "commit"])
    func helpKnowsEverySubcommand(name: String) async {
        let run = await repos(["help", name])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: repos \(name)"))
        let flag = await repos([name, "--help"])
        #expect(flag.stdout == run.stdout)
    }

    @Test(arguments: [
        (["cache", "info", "--jsn"], "Error: Unknown option '--jsn'. Did you mean '--json'?", "Usage: repos cache <action> [<options>]"),
        (["cache", "info", "extra"], "Error: Unexpected argument 'extra'", "Usage: repos cache <action> [<options>]"),
        (["cache"], "Error: Missing expected argument '<action>'", "Usage: repos cache <action> [<options>]"),
        (["help", "lst"], "Error: The value 'lst' is invalid for '<subcommand>'. Did you mean 'list'?", "Usage: repos help [<subcommand>] [<options>]"),
        (
            ["commits", "o/r", "--json", "stars"], "Error: Unknown JSON field 'stars'; the fields are: " + GitHubFields.commit.joined(separator: ", "),
            "Usage: repos commits <repo> [<options>]"
        ),
        (["--verbose"], "Error: Missing subcommand before '--verbose'", "Usage: repos <subcommand> [<options>]"),
        (["lst"], "Error: Unknown subcommand 'lst'. Did you mean 'list'?", "Usage: repos <subcommand> [<options>]"),
        (
            ["list", "--json=nosuch"], "Error: Unknown JSON field 'nosuch'; the fields are: " + GitHubFields.repository.joined(separator: ", "),
            "Usage: repos list [<org>] [<options>]"
        ),
    ])
    func usageErrorsAreThreeLinesAtMost(arguments: [String], error: String, usage: String) async {
        let run = await repos(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count <= 3)
        #expect(lines.first == error)
        #expect(lines.dropFirst().first == usage)
        #expect(server.requests.isEmpty)
    }

    @Test func cacheInfoAsJSON() async throws {
        _ = await repos(["list", "atomicrobot", "--limit", "1"])
        let run = await repos(["cache", "info", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["entries"] as? Int == 1)
        #expect((object["path"] as? String)?.hasPrefix(cacheHome.path) == true)
    }

    @Test func aResetPastAYearIsSaidSoNotCountedInDays() async {
        // The fixture resets at 2100-01-01T00:00:00Z; the injected clock is 2026-11-30: past a year.
        let run = await repos(["list", "limited-org"], environment: ["TZ": "UTC"])
        #expect(run.status == 75)
        #expect(run.stderr.contains("resets in more than a year"))
    }
}
