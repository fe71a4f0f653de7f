import Foundation
import TestSupport
import Testing

/// `--json` and NDJSON carry GitHub's objects as served: compared token by token (key order,
/// number text, nulls, unknown fields), not as parsed dictionaries.
@Suite struct VerbatimJSONTests {
    private func served(_ names: [String]) throws -> [[String]] {
        try names.map { try JSONTokens.of(FixtureRouter.body(of: $0 + ".http")) }
    }

    @Test func aListOfPagesIsTheServedObjectsInOrder() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--all", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = JSONTokens.concatenating(try served(["orgs-atomicrobot-repos.page1", "orgs-atomicrobot-repos.page2", "orgs-atomicrobot-repos.page3"]))
        #expect(try JSONTokens.of(Data(run.stdout.utf8)) == expected)
        let ndjson = try await fixture.repos(["list", "atomicrobot", "--all", "--format", "ndjson"])
        #expect(try ndjson.lines.map { try JSONTokens.of(Data($0.utf8)) } == JSONTokens.elements(expected))
    }

    @Test func threePagesOfCompactCommitsAreTheServedObjects() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commits", "atomicrobot/launchpad", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = JSONTokens.concatenating(try served((1...3).map { "repos-atomicrobot-launchpad-commits.page\($0)" }))
        #expect(JSONTokens.elements(expected).count == 7)
        #expect(try JSONTokens.of(Data(run.stdout.utf8)) == expected)
        #expect(run.stdout.contains("\"verification\": {"))
        #expect(Set(fixture.server.requests.compactMap { $0.query["page"] }) == ["2", "3"])
    }

    @Test func theMergedCommitIsPageOneWithEveryPagesFiles() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", CommitCommandsEndToEndTests.bigSHA, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let pages = try served(["repos-atomicrobot-bottle-rocket-commits-bigsha.page1", "repos-atomicrobot-bottle-rocket-commits-bigsha.page2"])
        let files = try pages.map { page in try #require(JSONTokens.value(of: "files", in: page)) }
        let merged = JSONTokens.concatenating(files)
        #expect(JSONTokens.elements(merged).count == 371)
        let expected = try #require(JSONTokens.replacing("files", in: pages[0], with: merged))
        #expect(try JSONTokens.of(Data(run.stdout.utf8)) == expected)
    }

    @Test func unmodelledFieldsCanBeSelectedInTheOrderAsked() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "--format", "ndjson", "--json", "permissions,has_wiki,mirror_url,full_name"])
        #expect(run.status == 0, "\(run.stderr)")
        let served = JSONTokens.elements(try served(["orgs-atomicrobot-repos.page1"])[0])
        for (line, object) in zip(run.lines, served) {
            let expected =
                ["{"]
                + ["permissions", "has_wiki", "mirror_url", "full_name"].map { key in
                    ["s:" + key, ":"] + (JSONTokens.value(of: key, in: object) ?? [])
                }.joined(separator: [","]) + ["}"]
            #expect(try JSONTokens.of(Data(line.utf8)) == expected)
        }
        #expect(run.lines.count == 2)
        #expect(run.stdout.contains(#""mirror_url":null"#))
    }

    @Test func hostileStringsKeepTheirValueAndNoRawControlIsPrinted() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "hostile-org", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try JSONTokens.of(Data(run.stdout.utf8)) == (try served(["orgs-hostile-org-repos"])[0]))
        let unsafe = run.stdout.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F..<0xA0).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
        }
        #expect(unsafe.isEmpty)
        #expect(run.stdout.contains(#"\u202e"#))
    }

    @Test func offlineAndRevalidatedOutputAreTheSameBytes() async throws {
        let fixture = try Fixture()
        // The synthetic org answers If-None-Match with 304, as GitHub does.
        let online = try await fixture.repos(["list", "big-org", "--all", "--json"])
        let revalidated = try await fixture.repos(["list", "big-org", "--all", "--json", "-v"])
        let offline = try await fixture.repos(["list", "big-org", "--all", "--json", "--offline"])
        #expect(online.status == 0 && offline.status == 0 && revalidated.status == 0)
        #expect(revalidated.stderr.contains("→ 304"))
        #expect(revalidated.stdout == online.stdout)
        #expect(offline.stdout == online.stdout)
    }
}
