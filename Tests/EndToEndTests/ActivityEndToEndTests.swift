import ArgumentParser
import Foundation
import TestSupport
import Testing

/// `repos activity` in-process against `active-org` (250 repositories, 14 pushed in the last
/// day, one of them empty), with the clock at `Fixture.now`.
@Suite struct ActivityEndToEndTests {
    static let org = Fixture.activeOrgShape
    static var expectedCounts: [String: Int] {
        Dictionary(uniqueKeysWithValues: (0..<14).filter { $0 != 3 }.map { ("active-org/\(org.repositoryName($0))", org.commitCount($0)) })
    }

    @Test func jsonSummariesMatchTheServedCommitLists() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["activity", "active-org", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let items = try jsonArray(run.stdout)
        #expect(Dictionary(uniqueKeysWithValues: items.map { ($0["full_name"] as? String ?? "", $0["commits"] as? Int ?? -1) }) == Self.expectedCounts)
        let commits = items.map { $0["commits"] as? Int ?? 0 }
        #expect(commits == commits.sorted(by: >))
        for item in items {
            let authors = item["authors"] as? [[String: Any]] ?? []
            #expect(authors.reduce(0) { $0 + ($1["commits"] as? Int ?? 0) } == item["commits"] as? Int)
            let buckets = item["buckets"] as? [String: Any]
            #expect(buckets?["unit"] as? String == "day")
            #expect(buckets?["start"] as? String == "2026-11-02T00:00:00Z")
            #expect((buckets?["counts"] as? [Int])?.reduce(0, +) == item["commits"] as? Int)
        }
        #expect(run.stdout.hasPrefix("[\n  {\n    \"full_name\": "))
        // The org listing stopped after its first page; quiet repositories were never asked.
        #expect(fixture.server.requests.filter { $0.path.hasSuffix("/repos") }.count == 1)
        #expect(fixture.server.requests.filter { $0.path.hasSuffix("/commits") }.count == 14)
    }

    @Test func pipedItIsOneTabSeparatedRowPerActiveRepository() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["activity", "active-org", "--since", "3d"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 13)
        let first = run.lines[0].split(separator: "\t").map(String.init)
        #expect(first.count == 5)
        #expect(first[3].hasSuffix("Z"))
        // Three days back from 12:00 reaches into a fourth calendar day.
        #expect(first[4].split(separator: ",").count == 4)
        let since = fixture.server.requests.first { $0.path.hasSuffix("/commits") }?.query["since"]
        #expect(since == "2026-11-27T12:00:00Z")
    }

    @Test func onATerminalItIsATableWithSparklinesTopAuthorsAndTotals() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["activity", "active-org", "--color", "never"], terminalWidth: 100)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.first?.hasPrefix("REPOSITORY") == true)
        #expect(run.lines.first?.contains("ACTIVITY") == true)
        #expect(run.stdout.contains("▁") || run.stdout.contains("█"))
        #expect(run.stdout.contains("\nTop authors: "))
        let total = Self.expectedCounts.values.reduce(0, +)
        #expect(run.lines.last == "\(total) commits by 3 authors in 13 of 14 repositories pushed since 2026-11-02")
        #expect(run.lines.allSatisfy { $0.count <= 100 })
    }

    @Test func anEmptyWindowIsAnEmptyArrayAndAnHonestMessage() async throws {
        let fixture = try Fixture()
        let json = try await fixture.repos(["activity", "active-org", "--since", "2026-01-01", "--until", "2026-01-02", "--json"])
        #expect(json.status == 0)
        #expect(json.stdout == "[]\n")
        let table = try await fixture.repos(["activity", "active-org", "--since", "2026-01-01", "--until", "2026-01-02"], terminalWidth: 80)
        #expect(table.stdout == "")
        #expect(table.stderr == "No commits in active-org from 2026-01-01T00:00:00Z to 2026-01-02T00:00:00Z; 14 repositories were pushed since its start.\n")
        // Nothing pushed at all is said in words, not as a count of none.
        let later = try await fixture.repos(["activity", "active-org", "--since", "2099-01-01", "--until", "2099-01-02"], terminalWidth: 80)
        #expect(later.stderr == "No commits in active-org from 2099-01-01T00:00:00Z to 2099-01-02T00:00:00Z; no repository was pushed in that time.\n")
    }

    @Test func windowEdgesAreInclusive() async throws {
        let fixture = try Fixture()
        let org = Self.org
        // Repository 0's commits are dated now-1h, now-1h-1d, now-1h-2d: a window from the third
        // to the second, exactly, holds those two.
        let since = org.commitDate(0, 2).formatted(.iso8601)
        let until = org.commitDate(0, 1).formatted(.iso8601)
        let run = try await fixture.repos(["activity", "active-org", "--since", since, "--until", until, "--json", "full_name,commits"])
        let items = try jsonArray(run.stdout)
        #expect(items.first { $0["full_name"] as? String == "active-org/\(org.repositoryName(0))" }?["commits"] as? Int == 2)
    }

    @Test(arguments: [
        (
            ["activity", "active-org", "--since", "yesterday"],
            "Error: The value 'yesterday' is invalid for '--since <when>': expected YYYY-MM-DD, an ISO 8601 time, or a duration like 12h, 7d or 2w"
        ),
        (["activity", "active-org", "--since", "1d", "--until", "2d"], "Error: '--until' is before '--since'"),
        (
            ["activity", "active-org", "--json", "name"],
            "Error: Unknown JSON field 'name'; the fields are: full_name, commits, first_commit_at, last_commit_at, authors, buckets"
        ),
    ])
    func badWindowsAreUsageErrors(arguments: [String], message: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message + "\n"))
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func oneFailingRepositoryFailsTheRunWithNoOutput() async throws {
        let fixture = try Fixture { request, _ in
            request.path.hasSuffix("/\(Self.org.repositoryName(5))/commits") ? .json(404, #"{"message":"Not Found"}"#) : nil
        }
        let run = try await fixture.repos(["activity", "active-org", "--json"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: organization or user 'active-org', or one of its repositories, not found"))
    }
}
