import Foundation
import Models
import Testing
import ViewModels
import Views

@Suite struct RendererTests {
    static let repo: Repository = {
        var repo = Repository(
            id: 1, name: "evil", fullName: "o/evil", owner: User(login: "o"),
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

    @Test func theCommitTableShortensTheSHAAndTSVKeepsItWhole() throws {
        let commit = Commit(sha: "1234567890abcdef1234567890abcdef12345678", commit: Commit.GitCommit(author: nil, committer: nil, message: "Subject"))
        let row = CommitRow(sha: commit.sha, author: "ada", date: "1 day ago", dateISO: "2026-12-02T00:00:00Z", subject: "Subject")
        let terminal = TerminalFacts(isTerminal: true, width: 80, color: false)
        let table = try CommitListView(OutputSettings(format: .table, terminal: terminal)).render(commits: [commit], rows: [row])
        #expect(table.contains("1234567  ") && !table.contains("12345678"))
        let tsv = try CommitListView(OutputSettings(format: .tsv, terminal: .pipe)).render(commits: [commit], rows: [row])
        #expect(tsv.hasPrefix(commit.sha + "\t"))
    }

    @Test func tsvIsOneSafeLinePerRow() throws {
        let output = try RepositoryListView(OutputSettings(format: .tsv, terminal: .pipe)).render(repositories: [Self.repo], rows: [Self.row])
        #expect(output == "o/evil\tWipes ^[[2J, \"quoted\" second line\tC\t3\t1\tpublic\tfalse\ttrue\t2023-11-14T22:13:20Z\n")
    }

    @Test func csvQuotesCommasQuotesAndNewlines() throws {
        let output = try RepositoryListView(OutputSettings(format: .csv, terminal: .pipe)).render(repositories: [Self.repo], rows: [Self.row])
        let records = output.components(separatedBy: "\r\n")
        #expect(records[1] == "o/evil,\"Wipes ^[[2J, \"\"quoted\"\"\nsecond line\",C,3,1,public,false,true,2023-11-14T22:13:20Z")
    }

    /// GitHub's bytes for `repo`: compact, an unknown field, a null, a number in its own text,
    /// and raw C1 and bidi characters (legal in JSON strings) beside escaped ones.
    static let rawObject =
        #"{"id":1,"name":"evil","has_wiki":true,"mirror_url":null,"score":1.50e2,"description":"Wipes \u001b[2J c1 \#u{9B}31m bidi \#u{202E}x mark \#u{200F} 色","archived":true}"#

    static let document = Data(rawObject.utf8)

    @Test func jsonIsGitHubsObjectLaidOutLikeJq() throws {
        let output = try RepositoryListView(OutputSettings(format: .json, terminal: .pipe)).render(
            repositories: [Self.repo], documents: [Self.document], rows: [Self.row])
        #expect(
            output == """
                [
                  {
                    "id": 1,
                    "name": "evil",
                    "has_wiki": true,
                    "mirror_url": null,
                    "score": 1.50e2,
                    "description": "Wipes \\u001b[2J c1 \\u009b31m bidi \\u202ex mark \\u200f 色",
                    "archived": true
                  }
                ]

                """)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        let original = try #require(try JSONSerialization.jsonObject(with: Data(Self.rawObject.utf8)) as? [String: Any])
        #expect(parsed[0]["description"] as? String == original["description"] as? String)
    }

    @Test func ndjsonIsCompactAndNoRawControlSurvives() throws {
        let output = try RepositoryListView(OutputSettings(format: .ndjson, terminal: .pipe)).render(
            repositories: [Self.repo, Self.repo], documents: [Self.document, Self.document], rows: [Self.row])
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(#"{"id":1,"name":"evil","has_wiki":true,"mirror_url":null,"score":1.50e2,"#))
        #expect(!output.unicodeScalars.contains { TerminalSafety.isUnsafe($0.value) && $0 != "\n" })
    }

    @Test func jsonFieldSelectionKeepsTheOrderAskedAndUnmodelledFields() throws {
        let selected = try RepositoryListView(OutputSettings(format: .ndjson, terminal: .pipe, jsonFields: ["archived", "has_wiki", "mirror_url", "name"]))
            .render(repositories: [Self.repo], documents: [Self.document], rows: [Self.row])
        #expect(selected == #"{"archived":true,"has_wiki":true,"mirror_url":null,"name":"evil"}"# + "\n")
        #expect(try RepositoryListView(OutputSettings(format: .json, terminal: .pipe)).render(repositories: [], rows: []) == "[]\n")
    }

    @Test func anObjectWithoutItsBytesIsAnErrorNotInventedJSON() {
        #expect(throws: JSONOutput.MissingJSON.self) {
            try RepositoryListView(OutputSettings(format: .json, terminal: .pipe)).render(repositories: [Self.repo], rows: [Self.row])
        }
    }

    @Test func tableMarksFlagsAndNeutralisesEscapes() throws {
        let output = try RepositoryListView(OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: 120, color: false))).render(
            repositories: [Self.repo], rows: [Self.row])
        #expect(output.contains("(archived)"))
        #expect(!output.contains("\u{1B}"))
    }

    @Test func commitDetailTableWithPatchColoursOnlyOnATerminal() throws {
        let detail = CommitDetail(
            summary: Commit(
                sha: String(repeating: "a", count: 40), commit: Commit.GitCommit(author: nil, committer: nil, message: "Fix\n\n\u{1B}]0;x\u{07}body")),
            stats: CommitDetail.Stats(additions: 1, deletions: 1, total: 2),
            files: [DiffEntry(filename: "a.swift", status: "modified", additions: 1, deletions: 1, patch: "@@ -1 +1 @@\n-old\n+new")]
        )
        let header = CommitHeader(
            sha: detail.summary.sha, author: "A", committer: "A", date: "", parents: [], message: detail.summary.commit.message, summary: "+1 -1 in 1 file")
        let plain = try CommitDetailView(OutputSettings(format: .table, terminal: .pipe), patch: .shown).render(detail: detail, header: header)
        #expect(plain.contains("    ^[]0;x^Gbody"))
        #expect(plain.contains("\n+new\n"))
        #expect(!plain.contains("\u{1B}"))
        let coloured = try CommitDetailView(OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: 80, color: true)), patch: .shown)
            .render(detail: detail, header: header)
        #expect(coloured.contains("\u{1B}[32m+new\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31m-old\u{1B}[0m"))
    }
}

@Suite struct ColouredJSONTests {
    static let object = #"{"name":"x","stars":12,"ok":true,"gone":null,"list":[1,"a"],"empty":{}}"#

    @Test func jqsPaletteForKeysStringsNumbersLiteralsAndContainers() throws {
        let repo = RendererTests.repo
        let document = Data(Self.object.utf8)
        let coloured = try RepositoryListView(OutputSettings(format: .ndjson, terminal: TerminalFacts(isTerminal: true, width: 80, color: true))).render(
            repositories: [repo], documents: [document], rows: [])
        #expect(coloured.contains("\u{1B}[34;1m\"name\"\u{1B}[0m:\u{1B}[0;32m\"x\"\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[0;39m12\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[0;39mtrue\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[0;90mnull\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;39m{}\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[0;32m\"a\"\u{1B}[0m"))
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let plain = try RepositoryListView(OutputSettings(format: .ndjson, terminal: .pipe)).render(repositories: [repo], documents: [document], rows: [])
        #expect(stripped == plain)
        #expect(!plain.contains("\u{1B}"))
    }
}
