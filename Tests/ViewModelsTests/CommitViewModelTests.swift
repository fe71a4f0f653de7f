import Foundation
import Models
import Service
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite struct CommitViewModelTests {
    static func commit(_ sha: String, message: String, login: String?, name: String = "Ada") -> Commit {
        Commit(
            sha: sha,
            commit: Commit.GitCommit(
                author: GitActor(name: name, email: "ada@example.org", date: Sample.now.addingTimeInterval(-7200)), committer: nil, message: message),
            author: login.map { User(login: $0) }
        )
    }

    @Test func rowsUseLoginElseNameAndTheFirstLine() async {
        let commits = [
            Self.commit("1234567890abcdef", message: "Subject line\n\nBody", login: "ada-l"),
            Self.commit("abcdef1234567890", message: "Only line", login: nil, name: "Build Bot"),
        ]
        let source = StubSource(commits: .success(Page(items: commits, bytes: Data(), hasMore: false)))
        let model = CommitListViewModel(options: CommitListOptions(owner: "o", repo: "r", branch: "main", limit: 5), source: source, now: { Sample.now })
        await model.load()
        #expect(model.rows.map(\.sha) == ["1234567890abcdef", "abcdef1234567890"])
        #expect(model.rows.map(\.author) == ["ada-l", "Build Bot"])
        #expect(model.rows.map(\.subject) == ["Subject line", "Only line"])
        #expect(model.rows[0].date == "2 hours ago")
        #expect(source.asked.withLock { $0 } == ["commits o/r sha=main limit=5"])
    }

    @Test func commitDetailHeaderSummarisesTheChange() async {
        let detail = CommitDetail(
            summary: Commit(
                sha: "d4049f477b0b235e27903546a3c9f780db8137ff",
                commit: Commit.GitCommit(
                    author: GitActor(name: "Ada", email: "ada@x.org", date: Sample.now),
                    committer: GitActor(name: "GitHub", email: "noreply@github.com", date: Sample.now), message: "Fix it\n\nDetails"),
                author: User(login: "ada-l"), parents: [Commit.Parent(sha: "b46ed0dfde5ad02d3b91eb54a41c5ed960710eae")]
            ),
            stats: CommitDetail.Stats(additions: 10, deletions: 3, total: 13),
            files: [DiffEntry(filename: "a.swift", status: "modified", additions: 10, deletions: 3)]
        )
        let model = CommitDetailViewModel(owner: "o", repo: "r", ref: "d4049f4", source: StubSource(detail: .success(detail)), now: { Sample.now })
        await model.load()
        let header = model.header
        #expect(header?.author == "Ada <ada@x.org> (@ada-l)")
        #expect(header?.committer == "GitHub <noreply@github.com>")
        #expect(header?.parents == ["b46ed0dfde5ad02d3b91eb54a41c5ed960710eae"])
        #expect(header?.summary == "+10 -3 in 1 file")
    }

    @Test func commitDetailFailureLeavesNoDetail() async {
        let model = CommitDetailViewModel(
            owner: "o", repo: "r", ref: "x", source: StubSource(detail: .failure(.noSuchCommit(message: "No commit found for SHA: x"))), now: { Sample.now })
        await model.load()
        #expect(model.detail == nil)
        #expect(model.header == nil)
        #expect(model.error == .noSuchCommit(message: "No commit found for SHA: x"))
    }

    @Test func commitDetailPublishesItsStateAsItLoads() async {
        let detail = CommitDetail(
            summary: Commit(sha: "d4049f477b0b235e27903546a3c9f780db8137ff", commit: Commit.GitCommit(author: nil, committer: nil, message: "m")),
            stats: nil, files: [DiffEntry(filename: "a.swift", status: "added", additions: 1, deletions: 0)]
        )
        for answer in [Result<CommitDetail, GitHubError>.success(detail), .failure(.noSuchCommit(message: "gone"))] {
            let model = CommitDetailViewModel(owner: "o", repo: "r", ref: "d4049f4", source: StubSource(detail: answer), now: { Sample.now })
            // The state as objectWillChange fires: before each change.
            let seen = TrackingList<String>()
            let token = model.objectWillChange.sink {
                MainActor.assumeIsolated {
                    seen.append("\(model.isLoading ? "loading" : "idle") \(model.detail?.files.count ?? -1) \(model.error == nil ? "ok" : "failed")")
                }
            }
            let published = TrackingList<Bool>()
            let loading = model.$isLoading.sink { published.append($0) }
            await model.load()
            #expect(published.items == [false, true, false])
            if case .success = answer {
                #expect(model.detail?.files.map(\.filename) == ["a.swift"] && model.pages.count == 1 && model.error == nil)
                #expect(seen.items.contains("loading -1 ok") && seen.items.last == "loading 1 ok")
            } else {
                #expect(model.detail == nil && model.pages.isEmpty && model.error == .noSuchCommit(message: "gone"))
                // The error is published while still loading, then loading ends.
                #expect(seen.items.contains("loading -1 ok") && seen.items.contains("loading -1 failed") && seen.items.last == "idle -1 failed")
            }
            token.cancel()
            loading.cancel()
        }
    }
}
