import Foundation
import Service
import TestSupport
import Testing

/// `repos branches`, `repos tags` and `repos releases` as a person and a script use them, against
/// the loopback server serving `Fixtures/`: tables fitted and safe, TSV, GitHub's own objects
/// for JSON, `--jq`, pages followed by `Link`, and a missing repository.
@MainActor
@Suite struct RefCommandsEndToEndTests {
    @Test func branchesAsATableAndAsGitHubsObjects() async throws {
        let fixture = try Fixture()
        let table = try await fixture.repos(["branches", "atomicrobot/bottle-rocket"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("BRANCH"))
        #expect(table.stdout.split(separator: "\n").contains { $0.hasPrefix("main ") && $0.hasSuffix(" 1c27536  protected") }, "\(table.stdout)")
        let json = try await fixture.repos(["branches", "bottle-rocket", "--json"])
        let objects = try jsonArray(json.stdout)
        let served = try JSONSerialization.jsonObject(with: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-branches.http")) as? [[String: Any]]
        #expect(objects.map { $0["name"] as? String } == ["dependabot/npm_and_yarn/lodash-4.17.21", "develop", "feature/retry-backoff", "main", "release/1.0"])
        // GitHub's objects pass through whole: every field it sent, protection included.
        #expect(objects.map { Set($0.keys) } == (served ?? []).map { Set($0.keys) })
        #expect(fixture.server.requests.map(\.path) == ["/repos/atomicrobot/bottle-rocket/branches", "/repos/atomicrobot/bottle-rocket/branches"])
    }

    @Test func tagsFollowLinkToTheirSecondPageAndStopAtTheLimit() async throws {
        let fixture = try Fixture()
        let all = try await fixture.repos(["tags", "bottle-rocket", "--all"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(
            all.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) } == ["v2.4.0", "v2.3.0", "v2.2.0", "v2.1.0", "v2.0.0"])
        #expect(fixture.server.requests.map(\.path) == ["/repos/atomicrobot/bottle-rocket/tags", "/repositories/40000000/tags"])
        let two = try await fixture.repos(["tags", "bottle-rocket", "-L", "2", "--jq", "map(.name)"])
        #expect(two.stdout == #"["v2.4.0","v2.3.0"]"# + "\n")
        let ndjson = try await fixture.repos(["tags", "bottle-rocket", "--format", "ndjson", "--json", "name"])
        #expect(ndjson.stdout.split(separator: "\n").first == #"{"name":"v2.4.0"}"#)
    }

    @Test func releasesShowTheirKindAndNeverTheirRawText() async throws {
        let fixture = try Fixture()
        let table = try await fixture.repos(["releases", "bottle-rocket"], environment: ["NO_COLOR": "1"], terminalWidth: 100)
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("TAG") == true)
        #expect(lines.contains { $0.hasPrefix("v2.5.0 ") && $0.contains("draft") })
        #expect(lines.contains { $0.contains("Release candidate ^[]0;pwned^Gone") && $0.contains("prerelease") && $0.contains("10 days ago") })
        #expect(!table.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        let tsv = try await fixture.repos(["releases", "bottle-rocket"])
        #expect(tsv.stdout.split(separator: "\n").last == "v2.4.0\tRetry with backoff\trelease\t2026-10-01T09:30:00Z")
        // JSON is GitHub's: the body as sent, control characters escaped.
        let body = try await fixture.repos(["releases", "bottle-rocket", "--jq", ".[2].body"])
        #expect(body.stdout == "## What's new\r\n\r\n* Retries\r\n\n")
    }

    @Test func aMissingRepositoryIsOneErrorLine() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["releases", "atomicrobot/gone"])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: repository 'atomicrobot/gone' not found; check the name, or set GH_TOKEN if it is private\n")
        #expect(run.stdout.isEmpty)
        let bad = try await fixture.repos(["branches", "a/b/c"])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: Invalid repository 'a/b/c'"))
        #expect(fixture.server.requests.count == 1)
    }
}
