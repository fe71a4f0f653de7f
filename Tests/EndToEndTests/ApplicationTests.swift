import Foundation
import TestSupport
import Testing
import Views

/// `repos` run in-process through `Application`, with injected argv, environment, streams and
/// clock, against the loopback fixture server through the real transport.
@MainActor
@Suite struct ApplicationTests {
    /// The fixtures, served for this test alone, and its own cache.
    let fixture: Fixture

    init() throws { fixture = try Fixture() }

    @Test func globalOptionsWorkBeforeOrAfterTheSubcommand() async throws {
        let before = try await fixture.repos(["-v", "--limit", "2", "list", "atomicrobot"])
        let after = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "-v"])
        #expect(before.status == 0)
        #expect(before.stdout == after.stdout)
        #expect(before.stdout.split(separator: "\n").count == 2)
        #expect(before.stderr.contains("* GET "))
        #expect(before.stderr.contains("* token: none"))
    }

    @Test(arguments: ["cache", "help", "list", "commits", "commit"])
    func helpKnowsEverySubcommand(name: String) async throws {
        let run = try await fixture.repos(["help", name])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: repos \(name)"))
        let flag = try await fixture.repos([name, "--help"])
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
    func usageErrorsAreThreeLinesAtMost(arguments: [String], error: String, usage: String) async throws {
        let run = try await fixture.repos(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count <= 3)
        #expect(lines.first == error)
        #expect(lines.dropFirst().first == usage)
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func cacheInfoAsJSON() async throws {
        _ = try await fixture.repos(["list", "atomicrobot", "--limit", "1"])
        let run = try await fixture.repos(["cache", "info", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["entries"] as? Int == 1)
        #expect((object["path"] as? String)?.hasPrefix(fixture.cacheHome.path) == true)
    }

    @Test func aResetPastAYearIsSaidSoNotCountedInDays() async throws {
        // The fixture resets at 2100-01-01T00:00:00Z; the injected clock is 2026-11-30: past a year.
        let run = try await fixture.repos(["list", "limited-org"], environment: ["TZ": "UTC"])
        #expect(run.status == 75)
        #expect(run.stderr.contains("resets in more than a year"))
    }
}
