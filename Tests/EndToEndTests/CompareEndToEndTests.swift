import Foundation
import TestSupport
import Testing
import Views

/// `repos compare` through the real transport against the fixtures' compare endpoint, in GitHub's
/// shape: 130 commits over two pages (`per_page`), a `behind` and an `identical` comparison, 300
/// files (GitHub's cap) and an unknown ref.
@Suite struct CompareEndToEndTests {
    static let repository = "atomicrobot/bottle-rocket"

    @Test func jsonIsGitHubsObjectWithEveryPagesCommitsAskedPageByPage() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["compare", Self.repository, "release/1.0...main", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try jsonObject(run.stdout)
        #expect(object["status"] as? String == "diverged")
        #expect(object["ahead_by"] as? Int == 130)
        #expect(object["behind_by"] as? Int == 2)
        let commits = try #require(object["commits"] as? [[String: Any]])
        #expect(commits.count == 130)
        #expect((object["files"] as? [[String: Any]])?.count == 4)
        // Passed through: members no model of ours decodes are there as GitHub sent them.
        #expect(object["permalink_url"] is String)
        #expect(((commits[129]["commit"] as? [String: Any])?["verification"] as? [String: Any])?["reason"] as? String == "unsigned")
        // The commits in GitHub's order, page 1's then page 2's: the fixture numbers them 2 to 131.
        let messages = commits.compactMap { ($0["commit"] as? [String: Any])?["message"] as? String }
        #expect(messages.first?.contains("(2)\n") == true)
        #expect(messages.last?.contains("(131)\n") == true)
        let requests = fixture.server.requests.map {
            "\($0.path)?\($0.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))"
        }
        #expect(
            requests == [
                "/repos/atomicrobot/bottle-rocket/compare/release/1.0...main?per_page=100",
                "/repositories/40000000/compare/release/1.0...main?page=2&per_page=100",
            ])
    }

    @Test func twoDotsAskTheSameComparison() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["compare", "bottle-rocket", "release/1.0..main", "--jq", ".ahead_by"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "130\n")
        #expect(fixture.server.requests.first?.path == "/repos/atomicrobot/bottle-rocket/compare/release/1.0...main")
    }

    @Test(arguments: [
        ("main...release/1.0", "Status:     behind: release/1.0 is 2 behind main"),
        ("main...main", "Status:     identical: main is identical to main"),
        ("release/1.0...main", "Status:     diverged: main is 130 ahead of release/1.0 and 2 behind it"),
    ])
    func theStatusIsSaidInWords(refs: String, status: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["compare", Self.repository, refs])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.first == "compare \(refs)")
        #expect(run.lines.dropFirst().first == status)
        #expect(run.lines.contains { $0.hasPrefix("Merge base: ") })
    }

    @Test func tsvIsOneRowPerCommitOldestFirstAndNDJSONOneLine() async throws {
        let fixture = try Fixture()
        let json = try jsonObject(try await fixture.repos(["compare", Self.repository, "release/1.0...main", "--json", "commits"]).stdout)
        let shas = try #require(json["commits"] as? [[String: Any]]).compactMap { $0["sha"] as? String }
        let tsv = try await fixture.repos(["compare", Self.repository, "release/1.0...main", "--format", "tsv"])
        #expect(tsv.lines.map { String($0.prefix { $0 != "\t" }) } == shas)
        // A message's escape is neutralised in a row, as everywhere.
        #expect(!tsv.stdout.contains("\u{1B}"))
        let ndjson = try await fixture.repos(["compare", Self.repository, "main...main", "--format", "ndjson"])
        #expect(ndjson.lines.count == 1)
        #expect(try jsonObject(ndjson.lines[0])["status"] as? String == "identical")
    }

    @Test func anUnknownRefIsOneErrorLineAndExit1() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["compare", Self.repository, "main...nope"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.hasPrefix("Error: repository 'atomicrobot/bottle-rocket' or ref 'main...nope' not found"))
    }

    /// A side that git would not take as a ref name (a part starting with `.`, or holding `..`)
    /// is refused too: `release/1.0....main` is not `release/1.0` against `.main`.
    @Test(arguments: ["main", "...main", "main...", "main.. ", "release/1.0....main", "a...b..c", "main...feature/.hidden"])
    func aComparisonThatIsNotTwoRefsIsAUsageError(refs: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["compare", Self.repository, refs])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Invalid "), "\(run.stderr)")
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func filesAtGitHubsCapAreNotedAndFewerAreNot() async throws {
        let fixture = try Fixture()
        let capped = try await fixture.repos(["compare", Self.repository, "v2.3.0...v2.4.0"])
        #expect(capped.status == 0)
        #expect(capped.stderr.contains("GitHub lists at most 300 files of a comparison; there may be more"))
        #expect(capped.lines.filter { $0.hasPrefix("added") }.count == 300)
        let whole = try await fixture.repos(["compare", Self.repository, "release/1.0...main"])
        #expect(!whole.stderr.contains("300"))
    }

    /// Piped, each file's diff is GitHub's hunk exactly under git's headers.
    @Test func pipedPatchIsGitsText() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["compare", Self.repository, "release/1.0...main", "--patch"])
        #expect(run.status == 0)
        let expected = """
            diff --git a/Sources/Client.swift b/Sources/Client.swift
            --- a/Sources/Client.swift
            +++ b/Sources/Client.swift
            @@ -10,7 +10,7 @@ struct Client {
                 let session: Session
                 let agent = "repos"
                 let retries = 3
            -    var timeout = 30
            +    var timeout = 45

            """
        #expect(run.stdout.contains(expected))
        #expect(!run.stdout.contains("│"))
    }

    /// On a terminal of 200 columns, side by side puts old and new on one row; at 80 it falls
    /// back to one column and says so.
    @Test func sideBySideOnAWideTerminalAndItsFallback() async throws {
        let fixture = try Fixture()
        let arguments = ["compare", Self.repository, "release/1.0...main", "--patch", "--side-by-side", "--no-pager"]
        let wide = try await fixture.repos(arguments, environment: ["NO_COLOR": "1"], terminalWidth: 200)
        #expect(wide.status == 0)
        let row = try #require(wide.lines.first { $0.contains("timeout = [-30-]") })
        #expect(row.contains("timeout = {+45+}"))
        #expect(wide.lines.allSatisfy { DisplayWidth.of($0) <= 200 })
        #expect(!wide.stderr.contains("side by side needs"))
        let narrow = try await fixture.repos(arguments, environment: ["NO_COLOR": "1"], terminalWidth: 80)
        #expect(narrow.stderr.contains("Note: side by side needs 120 columns and the terminal has 80: one column instead."))
        #expect(!narrow.lines.contains { $0.contains("timeout = [-30-]") && $0.contains("timeout = {+45+}") })
        #expect(narrow.lines.contains("13    │ -    var timeout = [-30-]"))
        // A line past the width wraps, its continuation marked.
        #expect(narrow.lines.contains { $0.hasPrefix("      │ ↪") })
        #expect(narrow.lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(narrow.lines.filter { DisplayWidth.of($0) > 80 })")
    }
}
