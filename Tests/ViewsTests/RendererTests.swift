import Foundation
import Models
import Testing
import ViewModels
import Views

@Suite struct RendererTests {
    static let repo: Repository = {
        var repo = Repository(
            id: 1, name: "evil", fullName: "o/evil", owner: User(login: "o"), htmlURL: "https://github.com/o/evil",
            description: "Wipes \u{1B}[2J, \"quoted\"\nsecond line", language: "C", stargazersCount: 3, forksCount: 1,
            archived: true, updatedAt: Date(timeIntervalSince1970: 1_700_000_000)
        )
        repo.visibility = "public"
        return repo
    }()

    static let row = RepositoryRow(
        name: "o/evil", description: repo.description ?? "", language: "C", stars: 3, forks: 1, updated: "3 days ago",
        updatedISO: "2023-11-14T22:13:20Z", flags: ["archived"], visibility: "public"
    )

    @Test func tsvIsOneSafeLinePerRow() throws {
        let output = try RepositoryListView(OutputSettings(format: .tsv, terminal: .pipe)).render(repositories: [Self.repo], rows: [Self.row])
        #expect(output == "o/evil\tWipes ^[[2J, \"quoted\" second line\tC\t3\t1\tpublic,archived\t2023-11-14T22:13:20Z\n")
    }

    @Test func csvQuotesCommasQuotesAndNewlines() throws {
        let output = try RepositoryListView(OutputSettings(format: .csv, terminal: .pipe)).render(repositories: [Self.repo], rows: [Self.row])
        let records = output.components(separatedBy: "\r\n")
        #expect(records[1] == "o/evil,\"Wipes ^[[2J, \"\"quoted\"\"\nsecond line\",C,3,1,public,false,true,2023-11-14T22:13:20Z")
    }

    @Test func jsonKeepsTheTextExactInGitHubsKeyOrder() throws {
        let output = try RepositoryListView(OutputSettings(format: .json, terminal: .pipe)).render(repositories: [Self.repo], rows: [Self.row])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(parsed[0]["description"] as? String == Self.repo.description)
        #expect(parsed[0]["updated_at"] as? String == "2023-11-14T22:13:20Z")
        #expect(output.contains("\\u001b[2J"))
        let keys = output.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { String($0.split(separator: "\"")[1]) }
        let order = Repository.CodingKeys.allCases.map(\.rawValue)
        #expect(keys == order.filter(keys.contains))
        #expect(keys.prefix(4) == ["id", "name", "full_name", "private"])
    }

    @Test func jsonEscapesC1AndBidiButKeepsTheirValue() throws {
        var repo = Self.repo
        repo.description = "c1 \u{9B}31m bidi \u{202E}x \u{7F} 色"
        let output = try RepositoryListView(OutputSettings(format: .ndjson, terminal: .pipe)).render(repositories: [repo], rows: [Self.row])
        #expect(output.contains(#"c1 \u009b31m bidi \u202ex \u007f 色"#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(parsed["description"] as? String == repo.description)
    }

    @Test func jsonFieldSelectionAndEmptyArray() throws {
        let selected = try RepositoryListView(OutputSettings(format: .json, terminal: .pipe, jsonFields: ["name", "archived"])).render(repositories: [Self.repo], rows: [Self.row])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(selected.utf8)) as? [[String: Any]])
        #expect(Set(parsed[0].keys) == ["name", "archived"])
        #expect(selected.contains("\"name\": \"evil\",\n    \"archived\": true"))
        #expect(try RepositoryListView(OutputSettings(format: .json, terminal: .pipe)).render(repositories: [], rows: []) == "[]\n")
    }

    @Test func tableMarksFlagsAndNeutralisesEscapes() throws {
        let output = try RepositoryListView(OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: 120, color: false))).render(repositories: [Self.repo], rows: [Self.row])
        #expect(output.contains("(archived)"))
        #expect(!output.contains("\u{1B}"))
    }

    @Test func commitDetailTableWithPatchColoursOnlyOnATerminal() throws {
        let detail = CommitDetail(
            summary: Commit(sha: String(repeating: "a", count: 40), commit: Commit.GitCommit(author: nil, committer: nil, message: "Fix\n\n\u{1B}]0;x\u{07}body")),
            stats: CommitDetail.Stats(additions: 1, deletions: 1, total: 2),
            files: [DiffEntry(filename: "a.swift", status: "modified", additions: 1, deletions: 1, patch: "@@ -1 +1 @@\n-old\n+new")]
        )
        let header = CommitHeader(sha: detail.summary.sha, author: "A", committer: "A", date: "", parents: [], message: detail.summary.commit.message, summary: "+1 −1 in 1 file")
        let plain = try CommitDetailView(OutputSettings(format: .table, terminal: .pipe), showPatch: true).render(detail: detail, header: header)
        #expect(plain.contains("    ^[]0;x^Gbody"))
        #expect(plain.contains("\n+new\n"))
        #expect(!plain.contains("\u{1B}"))
        let coloured = try CommitDetailView(OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: 80, color: true)), showPatch: true).render(detail: detail, header: header)
        #expect(coloured.contains("\u{1B}[32m+new\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31m-old\u{1B}[0m"))
    }
}
