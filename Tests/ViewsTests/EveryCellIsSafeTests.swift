import Foundation
import Models
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// Every field of every view, in every text format, holding every control character: none reaches
/// the output raw. The writers apply the rule themselves (a table cell, a TSV or CSV cell, the
/// commit header, activity's lines), so this fails if any one of them skips it.
@Suite struct EveryCellIsSafeTests {
    /// Each C0 control, NUL included, DEL, each C1 control, and the bidi embeddings, overrides,
    /// isolates and marks, between letters.
    static let hostile: String = {
        var scalars = (0x00...0x1F).map { $0 } + [0x7F] + (0x80...0x9F).map { $0 }
        scalars += [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
        return "x" + scalars.compactMap { Unicode.Scalar($0).map { "\($0)y" } }.joined()
    }()

    static let now = FixedMoment.shortlyAfterMidnight

    /// What may stand in output besides safe text: line ends, TSV's tabs.
    static func unsafeScalars(_ output: String, format: OutputFormat) -> [UInt32] {
        output.unicodeScalars.map(\.value).filter { value in
            if value == 0x0A || (value == 0x0D && format == .csv) || (value == 0x09 && format == .tsv) { return false }
            return TerminalSafety.isUnsafe(value)
        }
    }

    static func settings(_ format: OutputFormat) -> OutputSettings {
        OutputSettings(format: format, terminal: TerminalFacts(isTerminal: format == .table, width: 400, color: false))
    }

    static let formats: [OutputFormat] = [.table, .tsv, .csv]

    @Test(arguments: formats)
    func repositoryListCells(format: OutputFormat) throws {
        let row = RepositoryRow(
            name: Self.hostile, description: Self.hostile, language: Self.hostile, stars: 1, forks: 2, updated: Self.hostile, updatedISO: Self.hostile,
            flags: [Self.hostile], visibility: Self.hostile)
        let repository = Repository(id: 1, name: Self.hostile, fullName: Self.hostile, owner: User(login: Self.hostile))
        let output = try RepositoryListView(Self.settings(format)).render(repositories: [repository], rows: [row])
        #expect(output.contains("^["))
        #expect(Self.unsafeScalars(output, format: format).isEmpty, "\(output)")
    }

    @Test(arguments: formats)
    func commitListCells(format: OutputFormat) throws {
        let row = CommitRow(sha: Self.hostile, author: Self.hostile, date: Self.hostile, dateISO: Self.hostile, subject: Self.hostile)
        let commit = Commit(sha: Self.hostile, commit: Commit.GitCommit(author: nil, committer: nil, message: Self.hostile))
        let output = try CommitListView(Self.settings(format)).render(commits: [commit], rows: [row])
        #expect(output.contains("^["))
        #expect(Self.unsafeScalars(output, format: format).isEmpty, "\(output)")
    }

    @Test(arguments: formats + [.table])
    func commitDetailHeaderFilesAndPatch(format: OutputFormat) throws {
        let actor = GitActor(name: Self.hostile, email: Self.hostile, date: Self.now)
        let summary = Commit(
            sha: Self.hostile, commit: Commit.GitCommit(author: actor, committer: actor, message: Self.hostile), author: User(login: Self.hostile),
            parents: [Commit.Parent(sha: Self.hostile)])
        let file = DiffEntry(filename: Self.hostile, status: Self.hostile, additions: 1, deletions: 1, previousFilename: Self.hostile, patch: Self.hostile)
        let detail = CommitDetail(summary: summary, stats: nil, files: [file])
        let header = CommitHeader(
            sha: Self.hostile, author: Self.hostile, committer: Self.hostile, date: Self.hostile, parents: [Self.hostile], message: Self.hostile,
            summary: Self.hostile)
        for patch in [false, true] {
            let output = try CommitDetailView(Self.settings(format), patch: PatchStyle(shown: patch)).render(detail: detail, header: header)
            #expect(Self.unsafeScalars(output, format: format).isEmpty, "\(output)")
        }
    }

    @Test(arguments: formats)
    func activityCells(format: OutputFormat) throws {
        let actor = GitActor(name: Self.hostile, email: Self.hostile, date: Self.now)
        let commit = Commit(sha: "a", commit: Commit.GitCommit(author: actor, committer: actor, message: Self.hostile), author: User(login: Self.hostile))
        let repository = Repository(id: 1, name: Self.hostile, fullName: Self.hostile, owner: User(login: Self.hostile), pushedAt: Self.now)
        let activity = OrganizationActivity(repositories: [OrganizationActivity.RepositoryCommits(repository: repository, commits: [commit.authorship])])
        let report = ActivityReport(activity, since: Self.now.addingTimeInterval(-86_400), until: Self.now)
        var output = ""
        try ActivityView(Self.settings(format)).render(report, owner: Self.hostile, relative: { _ in Self.hostile }, to: &output)
        #expect(output.contains("^["))
        #expect(Self.unsafeScalars(output, format: format).isEmpty, "\(output)")
    }
}
