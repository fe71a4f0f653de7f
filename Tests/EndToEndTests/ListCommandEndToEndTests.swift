import ArgumentParser
import Foundation
import TestSupport
import Views
import Testing

@Suite struct ListCommandEndToEndTests {
    @Test func pipedOutputIsTabSeparatedWithoutHeader() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.lines.count == 12)
        #expect(run.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) ?? "" }.first == "atomicrobot/bottle-rocket")
        #expect(run.lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == RepositoryListView.fields.count })
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.lines[7].contains("\tpublic\tfalse\ttrue\t"))
    }

    @Test func jsonIsOneDocumentWithGitHubFieldNames() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--json"])
        #expect(run.status == 0)
        let items = try jsonArray(run.stdout)
        #expect(items.count == 12)
        #expect(items.compactMap { $0["full_name"] as? String }.first == "atomicrobot/bottle-rocket")
        #expect((items[0]["owner"] as? [String: Any])?["login"] as? String == "atomicrobot")
        #expect((items[0]["updated_at"] as? String) == "2026-11-01T12:00:00Z")
        #expect(items[2]["description"] == nil || items[2]["description"] is NSNull)
    }

    @Test func jsonFieldSelectionKeepsOnlyThoseFields() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--json", "full_name,stargazers_count", "--limit", "3"])
        #expect(run.status == 0)
        let items = try jsonArray(run.stdout)
        #expect(items.count == 3)
        #expect(items.allSatisfy { Set($0.keys) == ["full_name", "stargazers_count"] })
    }

    @Test func unknownJSONFieldIsAUsageErrorListingTheValidOnes() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--json=full_name,stargazer_count"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "Error: Unknown JSON field 'stargazer_count'. Did you mean 'stargazers_count'?\nUsage: repos list [<org>] [<options>]\n  See 'repos list --help' for more information.\n"
        )
        let unknown = try await fixture.repos(["list", "atomicrobot", "--json=zzzzzz"])
        #expect(unknown.stderr.hasPrefix("Error: Unknown JSON field 'zzzzzz'; the fields are: id, node_id, name, full_name, private, owner,"))
        let help = try await fixture.repos(["list", "--help"])
        #expect(help.stdout.contains("JSON FIELDS (for --json a,b):"))
        #expect(help.stdout.contains("has_wiki"))
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func emptyListIsAnEmptyJSONArray() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--language", "cobol", "--json"])
        #expect(run.status == 0)
        #expect(try jsonArray(run.stdout).isEmpty)
    }

    @Test func ndjsonIsOneObjectPerLine() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--format", "ndjson"])
        #expect(run.lines.count == 12)
        for line in run.lines { #expect((try? jsonObject(line))?["full_name"] != nil) }
    }

    @Test func csvHasAHeaderAndQuotesWhereNeeded() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--format", "csv"])
        let records = run.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(records.first == "name,description,language,stars,forks,visibility,fork,archived,updated_at")
        #expect(records.count == 13)
        #expect(
            records.contains {
                $0.hasPrefix("atomicrobot/circuit-board,Design system tokens: 色 and 🎨 for every platform.,TypeScript,310,45,public,false,false,")
            })
    }

    @Test func tableFitsTheWidthWithAHeader() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--format", "table"], environment: ["COLUMNS": "70"])
        #expect(run.lines.first?.hasPrefix("NAME") == true)
        #expect(run.lines.count == 13)
        #expect(run.lines.allSatisfy { $0.count <= 70 })
        // Too narrow for descriptions: they give way whole, and every name stays whole.
        #expect(!run.stdout.contains("DESCRIPTION"))
        #expect(run.lines.dropFirst().allSatisfy { $0.hasPrefix("atomicrobot/") && !$0.contains("…") })
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test(.enabled(if: LinuxTools.available)) func onATerminalItIsAColouredTableUnlessNoColor() async throws {
        let fixture = try Fixture()
        let base = "\(fixture.shellVariables) COLUMNS=100"
        let coloured = try await BinaryRunner.onTerminal("list atomicrobot --limit 3", variables: base)
        #expect(coloured.stdout.contains("NAME"))
        #expect(coloured.stdout.contains("\u{1B}[1m"))
        #expect(coloured.stdout.contains("more exist"))
        let plain = try await BinaryRunner.onTerminal("list atomicrobot --limit 3", variables: "NO_COLOR=1 \(base)")
        #expect(plain.stdout.contains("NAME"))
        #expect(!plain.stdout.contains("\u{1B}["))
    }

    @Test(.enabled(if: LinuxTools.available)) func jsonIsColouredOnATerminalOrWhenForcedAndPlainOtherwise() async throws {
        let fixture = try Fixture()
        let base = fixture.shellVariables
        let terminal = try await BinaryRunner.onTerminal("list atomicrobot --limit 2 --json", variables: base)
        #expect(terminal.stdout.contains("\u{1B}[34;1m\"id\"\u{1B}[0m"))
        let stripped = terminal.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r\n", with: "\n")
        #expect(try jsonArray(stripped).count == 2)
        let forced = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "--json", "--color", "always"])
        #expect(forced.stdout.contains("\u{1B}[0;32m"))
        for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let plain = try await BinaryRunner.onTerminal(
                "list atomicrobot --limit 2 --json", variables: "\(environment.map { "\($0)=\($1)" }.joined()) \(base)")
            #expect(!plain.stdout.contains("\u{1B}["), "\(environment)")
        }
    }

    @Test(.enabled(if: LinuxTools.available)) func progressShowsOnATerminalStderrAndNeverInAFile() async throws {
        let fixture = try Fixture()
        let base = "\(fixture.shellVariables) COLUMNS=100"
        let shown = try await BinaryRunner.onTerminal("list big-org --all --color never", variables: base)
        #expect(shown.stdout.contains("\r\u{1B}[KFetching big-org repositories… 1/5 pages"))
        // Erased before the table: the table's header follows the erase directly.
        #expect(shown.stdout.contains("\r\u{1B}[KNAME"))
        let errors = fixture.cacheHome.appendingPathComponent("stderr.txt").path
        try FileManager.default.createDirectory(at: fixture.cacheHome, withIntermediateDirectories: true)
        let hidden = try await BinaryRunner.onTerminal("list big-org --all --no-cache 2>\(errors)", variables: base)
        #expect(hidden.stdout.contains("NAME"))
        #expect(!hidden.stdout.contains("Fetching"))
        #expect(try String(contentsOfFile: errors, encoding: .utf8) == "")
    }

    @Test func sortFilterAndLimit() async throws {
        let fixture = try Fixture()
        let stars = try await fixture.repos(["list", "atomicrobot", "--sort", "stars", "--limit", "3"])
        #expect(
            stars.lines.map { String($0.split(separator: "\t")[0]) } == ["atomicrobot/launchpad", "atomicrobot/bottle-rocket", "atomicrobot/circuit-board"])
        let swift = try await fixture.repos(["list", "atomicrobot", "--language", "swift", "--source", "--no-archived"])
        #expect(swift.lines.map { String($0.split(separator: "\t")[0]) } == ["atomicrobot/bottle-rocket", "atomicrobot/launchpad", "atomicrobot/gearbox"])
        let ios = try await fixture.repos(["list", "atomicrobot", "--topic", "ios", "--json", "name"])
        #expect(try jsonArray(ios.stdout).compactMap { $0["name"] as? String } == ["bottle-rocket", "launchpad", "gearbox"])
    }

    @Test func defaultOrgComesFromReposOrg() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "--json", "name"], environment: ["REPOS_ORG": "octocat"])
        #expect(try jsonArray(run.stdout).compactMap { $0["name"] as? String } == ["Hello-World", "boysenberry-repo-1", "git-consortium"])
    }

    @Test func allFetchesEveryPage() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "big-org", "--all"])
        #expect(run.status == 0)
        #expect(run.lines.count == 450)
        #expect(run.lines.last?.hasPrefix("big-org/repo-00449\t") == true)
    }

    @Test func closedPipeEndsQuietly() async throws {
        let fixture = try Fixture()
        let run = try await BinaryRunner.shell(
            "\(fixture.shellVariables) '\(BinaryRunner.binary.path)' list big-org --all | head -1; echo \"status=${PIPESTATUS[0]}\" >&2"
        )
        #expect(
            run.lines == [
                "big-org/repo-00000\tSynthetic repository number 0 for load testing: a realistic description of moderate length.\tSwift\t0\t0\tpublic\ttrue\ttrue\t2026-10-01T10:00:00Z"
            ])
        #expect(run.stderr == "status=0\n")
    }
}

@Suite struct StreamingEndToEndTests {
    @Test func ndjsonStreamsWithLimitsAndFilters() async throws {
        let fixture = try Fixture()
        let limited = try await fixture.repos(["list", "big-org", "--limit", "250", "--format", "ndjson"])
        #expect(limited.lines.count == 250)
        #expect((try? jsonObject(limited.lines[249]))?["name"] as? String == "repo-00249")
        let filtered = try await fixture.repos(["list", "atomicrobot", "--language", "swift", "--format", "ndjson", "--limit", "2"])
        #expect(filtered.lines.compactMap { (try? jsonObject($0))?["name"] as? String } == ["bottle-rocket", "launchpad"])
        let starred = try await fixture.repos(["list", "atomicrobot", "--sort", "stars", "--format", "ndjson", "--limit", "1"])
        #expect(starred.lines.compactMap { (try? jsonObject($0))?["name"] as? String } == ["launchpad"])
    }

    @Test func aFailurePartWayEndsWithAnErrorAndNonZeroExit() async throws {
        let fixture = try Fixture { request, _ in
            request.query["page"] == "4" ? .json(404, #"{"message":"Not Found"}"#) : nil
        }
        let run = try await fixture.repos(["list", "big-org", "--all", "--format", "ndjson"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: "))
        // NDJSON streams: pages 1 to 3 (100 repositories each) are written before page 4 fails,
        // each line whole, in GitHub's order.
        let names = run.lines.compactMap { line in (try? jsonObject(line))?["full_name"] as? String }
        #expect(names.count == run.lines.count)
        #expect(names == (0..<300).map { "big-org/repo-\(String(format: "%05d", $0))" }, "\(names.count) lines")
        let json = try await fixture.repos(["list", "big-org", "--all", "--json"])
        #expect(json.status == 1)
        #expect(json.stdout == "")
    }
}
