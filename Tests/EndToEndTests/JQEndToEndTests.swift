import ArgumentParser
import Foundation
import TestSupport
import Testing

/// `--jq` runs once on the whole result (`--json`'s document), or once per object with
/// `--format ndjson`; strings print raw; a filter that does not compile is a usage error before
/// any request.
@Suite struct JQEndToEndTests {
    @Test func runsOnceOnTheWholeResultAfterEveryPage() async throws {
        let fixture = try Fixture()
        let count = try await fixture.repos(["list", "big-org", "--all", "--jq", "length"])
        #expect(count.status == 0, "\(count.stderr)")
        #expect(count.stdout == "450\n")
        let names = try await fixture.repos(["list", "big-org", "--all", "--jq", ".[].full_name"])
        #expect(names.lines.count == 450)
        #expect(names.lines.first == "big-org/repo-00000")
    }

    @Test func appliesAfterLimitSortAndFieldSelection() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos([
            "list", "atomicrobot", "--limit", "3", "--sort", "stars", "--json", "name,stargazers_count", "--jq", "map(keys_unsorted)",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == #"[["name","stargazers_count"],["name","stargazers_count"],["name","stargazers_count"]]"# + "\n")
        let first = try await fixture.repos(["list", "atomicrobot", "--sort", "stars", "--jq", ".[0].name"])
        #expect(first.stdout == "launchpad\n")
    }

    @Test func withNDJSONItRunsOncePerObject() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--all", "--format", "ndjson", "--jq", "{name}"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 12)
        #expect(run.lines.first == #"{"name":"bottle-rocket"}"#)
        let commits = try await fixture.repos(["commits", "atomicrobot/bottle-rocket", "--format", "ndjson", "--jq", ".sha[0:7]"])
        #expect(commits.lines.count == 12)
        #expect(commits.lines.allSatisfy { $0.count == 7 })
    }

    @Test func worksForOneCommitAndForActivity() async throws {
        let fixture = try Fixture()
        let files = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", CommitCommandsEndToEndTests.sha, "--jq", ".files | length"])
        #expect(files.stdout == "4\n", "\(files.stderr)")
        let active = try await fixture.repos(["activity", "active-org", "--since", "2w", "--jq", "map(.commits) | add > 0"])
        #expect(active.stdout == "true\n", "\(active.stderr)")
    }

    @Test(arguments: [".[", "nosuchfn(1)", ".a | "])
    func aFilterThatDoesNotCompileIsAUsageErrorBeforeAnyRequest(filter: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--jq", filter])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Invalid --jq filter: "))
        #expect(run.stderr.split(separator: "\n").first?.count ?? 0 > "Error: Invalid --jq filter: ".count)
        #expect(run.stdout == "")
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func anErrorAtRunTimeExitsOneWithJqsMessage() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--jq", ".[] | .name.x"])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: jq: Cannot index string with string \"x\"\n")
    }

    @Test func cannotBeCombinedWithATextFormat() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--jq", ".", "--format", "table"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: '--jq' cannot be combined with '--format table'"))
    }

    @Test func integersBeyondTwoToThe53rdSurviveWhenPassedThrough() async throws {
        let body = #"[{"id":9007199254740993,"name":"big","full_name":"big/big","big":123456789012345678901234,"small":1.5}]"#
        let fixture = try Fixture { request, _ in request.path == "/orgs/big/repos" ? .json(200, body) : nil }
        let whole = try await fixture.repos(["list", "big", "--jq", ".[0] | {id, big, small}"])
        #expect(whole.stdout == #"{"id":9007199254740993,"big":123456789012345678901234,"small":1.5}"# + "\n", "\(whole.stderr)")
        let id = try await fixture.repos(["list", "big", "--jq", ".[0].id"])
        #expect(id.stdout == "9007199254740993\n")
        // Computed: a double, as jq 1.6 makes it (2^53 + 1 rounds to 2^53, doubled exactly).
        let computed = try await fixture.repos(["list", "big", "--jq", ".[0].id * 2"])
        #expect(computed.stdout == "18014398509481984\n")
    }

    @Test func onATerminalResultsAreLaidOutColouredAndMadeSafe() async throws {
        let fixture = try Fixture()
        let object = try await fixture.repos(["list", "atomicrobot", "--limit", "1", "--jq", ".[0] | {name}"], terminalWidth: 100)
        #expect(object.stdout == "\u{1B}[1;39m{\u{1B}[0m\n  \u{1B}[34;1m\"name\"\u{1B}[0m: \u{1B}[0;32m\"bottle-rocket\"\u{1B}[0m\n\u{1B}[1;39m}\u{1B}[0m\n")
        // A raw string from a hostile server: exact when piped, neutralised on a terminal.
        let piped = try await fixture.repos(["list", "hostile-org", "--jq", ".[0].description"])
        #expect(piped.stdout == "Wipes \u{1B}[2J\u{1B}[H your screen\n")
        let shown = try await fixture.repos(["list", "hostile-org", "--jq", ".[0].description", "--color", "never"], terminalWidth: 100)
        #expect(shown.stdout == "Wipes ^[[2J^[[H your screen\n")
        // Inside JSON, control characters are escaped even when piped.
        let json = try await fixture.repos(["list", "hostile-org", "--jq", ".[0] | {description}"])
        #expect(json.stdout == #"{"description":"Wipes \u001b[2J\u001b[H your screen"}"# + "\n")
    }
}
