import Foundation
import Models
import Testing
import ViewModels
import Views

/// What browse's commit screen lays out (`CommitDetailView.terminalLines`): the whole patch within the bound, and past it the header,
/// message and files with a line saying why the patch is left out.
@Suite struct CommitTerminalLinesTests {
    static func detail(patchBytes: Int, files: Int) -> CommitDetail {
        let patch = "@@ -1 +1 @@\n" + String(repeating: "+x\n", count: patchBytes / 3)
        return CommitDetail(
            summary: Commit(sha: "d4049f477b0b235e27903546a3c9f780db8137ff", commit: .init(author: nil, committer: nil, message: "Big change")),
            stats: .init(additions: files, deletions: 0, total: files),
            files: (0..<files).map { DiffEntry(filename: "File\($0).swift", status: "modified", additions: 1, deletions: 0, patch: patch) })
    }

    static let header = CommitHeader(
        sha: "d4049f477b0b235e27903546a3c9f780db8137ff", author: "Ada", committer: "Ada", date: "2026-11-30", parents: [], message: "Big change",
        summary: "+3 in 3 files")

    @Test func aPatchPastTheBoundIsLeftOutAndSaidWhy() {
        let big = CommitDetailView.terminalLines(Self.detail(patchBytes: 2 << 20, files: 3), header: Self.header, layout: DiffLayout(width: 80), color: false)
            .lines
        #expect(big.contains { $0.contains("File2.swift") })
        #expect(!big.contains { $0.contains("│ +x") })
        #expect(big.contains("The patch (6 MiB over 3 files) is past the 4 MiB browse lays out:"))
        let small = CommitDetailView.terminalLines(Self.detail(patchBytes: 300, files: 3), header: Self.header, layout: DiffLayout(width: 80), color: false)
            .lines
        #expect(small.contains { $0.contains("│ +x") })
        #expect(!small.contains { $0.hasPrefix("The patch") })
    }
}
