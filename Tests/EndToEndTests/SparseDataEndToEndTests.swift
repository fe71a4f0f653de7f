import Foundation
import TestSupport
import Testing

/// Real GitHub data is less regular than the schema: nullable fields are null, old responses
/// lack fields the schema now requires, and accounts are null when an e-mail matches none.
/// None of it may fail a run; a missing field is an empty cell, and `--json` is GitHub's bytes.
@Suite struct SparseDataEndToEndTests {
    static let sparseSHA = "3bc3930ed92d1ca3d109a80370fa92bf89f5334c"

    @Test func repositoriesWithNullsAndMissingFieldsListInEveryFormat() async throws {
        let fixture = try Fixture()
        let table = try await fixture.repos(["list", "sparse-org", "--color", "never"], terminalWidth: 120)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.lines.count == 3)
        #expect(table.lines[1].hasPrefix("sparse-org/all-nulls"))
        let tsv = try await fixture.repos(["list", "sparse-org"])
        #expect(tsv.status == 0)
        #expect(
            tsv.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) } == [
                "sparse-org/all-nulls", "sparse-org/old-shape",
            ])
        let csv = try await fixture.repos(["list", "sparse-org", "--format", "csv"])
        #expect(csv.status == 0)
        // GitHub's objects pass through: what came in is what goes out, nulls and absences alike.
        let json = try await fixture.repos(["list", "sparse-org", "--json"])
        #expect(json.status == 0)
        let sent = try JSONSerialization.jsonObject(with: FixtureRouter.body(of: "orgs-sparse-org-repos.http")) as? NSArray
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? NSArray == sent)
    }

    @Test func commitsWithoutAccountsOrWithOnlyAShaList() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commits", "atomicrobot/sparse", "--color", "never"], terminalWidth: 120)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Only a sha and a message"))
        let tsv = try await fixture.repos(["commits", "atomicrobot/sparse"])
        #expect(tsv.status == 0)
        #expect(tsv.lines.count == 2)
    }

    @Test func aCommitWhoseFilesLackEverythingButTheirNameShows() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commit", "atomicrobot/sparse", Self.sparseSHA, "--patch", "--color", "never"], terminalWidth: 120)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("docs/minimal.md"))
        let tsv = try await fixture.repos(["commit", "atomicrobot/sparse", Self.sparseSHA, "--format", "tsv"])
        // The minimal file: no status, no counts, so empty cells.
        #expect(tsv.lines.last == "\tdocs/minimal.md\t\t\t")
    }

    @Test(arguments: [
        (
            "/repos/o/r/commits", ["commits", "o/r"], #"[{"sha":"a","commit":{"message":"m"}},{"commit":{"message":"m"}}]"#,
            "Error: unreadable response from GET /repos/o/r/commits at [1].sha: required field missing"
        ),
        (
            "/repos/o/r/commits/abc", ["commit", "o/r", "abc"], #"{"sha":"abc","files":[{"filename":"a"},{"status":"added"}]}"#,
            "Error: unreadable response from GET /repos/o/r/commits/abc at files[1].filename: required field missing"
        ),
        (
            "/orgs/nameless/repos", ["list", "nameless"], #"[{"id":1,"full_name":"nameless/x"}]"#,
            "Error: unreadable response from GET /orgs/nameless/repos at [0].name: required field missing"
        ),
    ])
    func aMissingIdentifyingFieldFailsNamingTheFieldAndItem(path: String, arguments: [String], body: String, message: String) async throws {
        let fixture = try Fixture { request, _ in request.path == path ? .json(200, body) : nil }
        let run = try await fixture.repos(arguments)
        #expect(run.status == 1)
        #expect(run.stderr == message + "\n")
        #expect(run.stdout == "")
    }
}
