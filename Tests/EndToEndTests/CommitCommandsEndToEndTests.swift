import Foundation
import TestSupport
import Testing

@Suite struct CommitCommandsEndToEndTests {
    static let sha = "d4049f477b0b235e27903546a3c9f780db8137ff"
    static let bigSHA = "b25056ab37fe1d0426ad5d75a290b3b2697912a1"

    @Test func commitsAsTSVAndJSON() async throws {
        let fixture = try Fixture()
        let tsv = try await fixture.repos(["commits", "atomicrobot/bottle-rocket"])
        #expect(tsv.status == 0)
        #expect(tsv.lines.count == 12)
        #expect(tsv.lines[0].hasPrefix(Self.sha + "\t"))
        #expect(tsv.lines[0].hasSuffix("\tAdd retry with backoff to the uploader"))
        let json = try await fixture.repos(["commits", "atomicrobot/bottle-rocket", "--json", "--limit", "3"])
        let items = try jsonArray(json.stdout)
        #expect(items.count == 3)
        #expect(((items[0]["commit"] as? [String: Any])?["author"] as? [String: Any])?["name"] as? String == "Ada Lovelace")
    }

    @Test func bareRepositoryNameUsesTheDefaultOrgAndBranchIsSent() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commits", "bottle-rocket", "--ref", "feature/x#1&y", "--since", "2026-01-01", "--limit", "2"])
        #expect(run.status == 0)
        let request = try #require(fixture.server.requests.first)
        #expect(request.path == "/repos/atomicrobot/bottle-rocket/commits")
        #expect(request.query["sha"] == "feature/x#1&y")
        #expect(request.query["since"] == "2026-01-01T00:00:00Z")
        #expect(request.query["per_page"] == "2")
    }

    @Test func commitsTableAndEmptyRepository() async throws {
        let fixture = try Fixture()
        let table = try await fixture.repos(["commits", "atomicrobot/bottle-rocket", "--format", "table", "--limit", "5"], environment: ["COLUMNS": "80"])
        #expect(table.lines.first?.hasPrefix("SHA") == true)
        #expect(table.lines[1].hasPrefix("d4049f4  ada-l"))
        #expect(table.stderr.contains("more exist"))
        let empty = try await fixture.repos(["commits", "atomicrobot/empty-repo", "--json"])
        #expect(empty.status == 0)
        #expect(try jsonArray(empty.stdout).isEmpty)
    }

    @Test func commitDetailInEveryFormat() async throws {
        let fixture = try Fixture()
        let table = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", Self.sha, "--format", "table", "--patch"])
        #expect(table.status == 0)
        #expect(table.lines.first == "commit \(Self.sha)")
        #expect(table.stdout.contains("Author:    Ada Lovelace <ada@atomicrobot.com> (@ada-l)"))
        #expect(table.stdout.contains("in 4 files"))
        #expect(table.stdout.contains("diff --git a/Sources/Module01/File001.swift b/Sources/Module01/File001.swift"))
        #expect(table.stdout.contains("(GitHub sent no patch: binary or too large)"))
        let json = try jsonObject(try await fixture.repos(["commit", "atomicrobot/bottle-rocket", Self.sha, "--json"]).stdout)
        #expect((json["files"] as? [[String: Any]])?.count == 4)
        #expect((json["stats"] as? [String: Any])?["total"] != nil)
        let selected = try jsonObject(try await fixture.repos(["commit", "atomicrobot/bottle-rocket", Self.sha, "--json", "sha,stats"]).stdout)
        #expect(Set(selected.keys) == ["sha", "stats"])
        let tsv = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", Self.sha, "--format", "tsv"])
        #expect(tsv.lines.map { String($0.split(separator: "\t")[0]) } == ["modified", "added", "renamed", "removed"])
    }

    @Test func pipedCommitReadsLikeGitShowUncolouredAndUncut() async throws {
        let fixture = try Fixture()
        let piped = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", Self.sha], environment: ["COLUMNS": "40"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.lines.first == "commit \(Self.sha)")
        #expect(piped.stdout.contains("Author:    Ada Lovelace <ada@atomicrobot.com> (@ada-l)"))
        #expect(piped.stdout.contains("Committer: "))
        #expect(piped.stdout.contains("Parents:   "))
        #expect(piped.stdout.contains("    Add retry with backoff to the uploader\n    \n    The uploader gave up on the first 502."))
        #expect(piped.stdout.contains("in 4 files"))
        #expect(piped.stdout.contains("Sources/Module01/File001.swift"))
        #expect(!piped.stdout.contains("…"))
        #expect(!piped.stdout.contains("\u{1B}["))
        #expect(!piped.stdout.contains("diff "))
        let patched = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", Self.sha, "--patch"])
        #expect(patched.stdout.hasPrefix(piped.stdout.trimmingCharacters(in: .newlines)))
        #expect(
            patched.stdout.contains(
                "diff --git a/Sources/Module01/File001.swift b/Sources/Module01/File001.swift\n--- a/Sources/Module01/File001.swift\n+++ b/Sources/Module01/File001.swift\n@@ "
            ))
        #expect(patched.stdout.contains("rename from Sources/Module03/OldFile003.swift\nrename to Sources/Module03/File003.swift"))
        #expect(patched.stdout.contains("Binary files a/Sources/Module04/File004.swift and b/Sources/Module04/File004.swift differ"))
    }

    @Test func bigCommitHasAll371Files() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", Self.bigSHA, "--json", "files"])
        let files = try #require(try jsonObject(run.stdout)["files"] as? [[String: Any]])
        #expect(files.count == 371)
    }
}
