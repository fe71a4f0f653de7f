import Foundation
import Models
import TestSupport
import Testing
import ViewModels
import Views

/// `--patch` output written to a file applies with `git apply` on the parent's tree.
@Suite struct CommitPatchTests {
    /// Runs git in `folder`; returns its output.
    @discardableResult
    private func git(_ arguments: [String], in folder: URL) throws -> String {
        let (text, status) = try Subprocess.run(
            "/usr/bin/git", ["-C", folder.path, "-c", "user.name=T", "-c", "user.email=t@example.org"] + arguments, mergingErrors: true)
        guard status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: text]) }
        return text
    }

    /// A new, empty git repository in a scratch folder, gone when the folder is.
    private func repository() throws -> ScratchFolder {
        let scratch = ScratchFolder("patch")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        try git(["init", "-q"], in: scratch.url)
        return scratch
    }

    /// GitHub's per-file `patch`: git's diff of one file from its first hunk on.
    private func hunks(_ file: String, in folder: URL) throws -> String {
        let diff = try git(["diff", "--cached", "--", file], in: folder)
        guard let start = diff.range(of: "@@") else { return "" }
        var patch = String(diff[start.lowerBound...])
        if patch.hasSuffix("\n") { patch.removeLast() }
        return patch
    }

    @Test func thePipedPatchAppliesOnTheParentTree() throws {
        let scratch = try repository()
        defer { withExtendedLifetime(scratch) {} }
        let folder = scratch.url
        try "one\ntwo\nthree\n".write(to: folder.appendingPathComponent("kept.txt"), atomically: false, encoding: .utf8)
        try "all:\n\tcc -o app main.c\n".write(to: folder.appendingPathComponent("Makefile"), atomically: false, encoding: .utf8)
        try "old\n".write(to: folder.appendingPathComponent("gone.txt"), atomically: false, encoding: .utf8)
        try git(["add", "."], in: folder)
        try git(["commit", "-qm", "parent"], in: folder)
        // The commit: a modified file, a tab-indented Makefile change, an added and a removed file.
        try "one\n2\nthree\nfour\n".write(to: folder.appendingPathComponent("kept.txt"), atomically: false, encoding: .utf8)
        try "all:\n\tcc -O2 -o app main.c\n".write(to: folder.appendingPathComponent("Makefile"), atomically: false, encoding: .utf8)
        try "new file\n".write(to: folder.appendingPathComponent("added.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("gone.txt"))
        try git(["add", "-A"], in: folder)
        let files = [
            DiffEntry(filename: "kept.txt", status: "modified", additions: 2, deletions: 1, patch: try hunks("kept.txt", in: folder)),
            DiffEntry(filename: "Makefile", status: "modified", additions: 1, deletions: 1, patch: try hunks("Makefile", in: folder)),
            DiffEntry(filename: "added.txt", status: "added", additions: 1, deletions: 0, patch: try hunks("added.txt", in: folder)),
            DiffEntry(filename: "gone.txt", status: "removed", additions: 0, deletions: 1, patch: try hunks("gone.txt", in: folder)),
        ]
        let expected = try git(["diff", "--cached", "--stat"], in: folder)
        try git(["reset", "-q", "--hard"], in: folder)

        let detail = CommitDetail(
            summary: Commit(sha: String(repeating: "b", count: 40), commit: Commit.GitCommit(author: nil, committer: nil, message: "Change")), stats: nil,
            files: files)
        let header = CommitHeader(
            sha: detail.summary.sha, author: "T", committer: "T", date: "", parents: [String(repeating: "c", count: 40)], message: "Change",
            summary: "+4 -3 in 4 files")
        let output = try CommitDetailView(OutputSettings(format: .table, terminal: .pipe), patch: .shown).render(detail: detail, header: header)
        #expect(output.contains("diff --git a/kept.txt b/kept.txt\n--- a/kept.txt\n+++ b/kept.txt\n@@ "))
        #expect(output.contains("--- /dev/null\n+++ b/added.txt"))
        #expect(output.contains("--- a/gone.txt\n+++ /dev/null"))
        #expect(output.contains("+\tcc -O2 -o app main.c"))
        #expect(output.contains("Parents:   " + String(repeating: "c", count: 40)))
        let patchFile = folder.appendingPathComponent("x.patch")
        try output.write(to: patchFile, atomically: false, encoding: .utf8)
        try git(["apply", "--index", patchFile.path], in: folder)
        #expect(try git(["diff", "--cached", "--stat"], in: folder) == expected)
    }

    @Test func aFileWithoutAPatchSaysItDiffersSoGitApplyFailsLoudly() throws {
        let detail = CommitDetail(
            summary: Commit(sha: "a", commit: Commit.GitCommit(author: nil, committer: nil, message: "m")), stats: nil,
            files: [
                // A binary file changed has its new blob's SHA; a change of permissions alone has none.
                DiffEntry(filename: "logo.png", status: "modified", additions: 0, deletions: 0, sha: "5d3c8a0e4b2f9e1d7c6b5a4f3e2d1c0b9a8f7e6d")
            ])
        let header = CommitHeader(sha: "a", author: "", committer: "", date: "", parents: [], message: "m", summary: "+0 -0 in 1 file")
        let output = try CommitDetailView(OutputSettings(format: .table, terminal: .pipe), patch: .shown).render(detail: detail, header: header)
        #expect(output.contains("diff --git a/logo.png b/logo.png\nBinary files a/logo.png and b/logo.png differ"))
    }

    @Test func namesGitQuotesAreQuotedAsGitQuotesThemAndCRLFHunksStayExactWhenPiped() throws {
        let scratch = try repository()
        defer { withExtendedLifetime(scratch) {} }
        let folder = scratch.url
        // In git's order (by bytes), so both diffs list the files alike.
        let names = ["cr\rname.txt", "esc\u{1B}[2J.txt", "quote\"and\\slash.txt"]
        for name in names { try "one\r\ntwo\r\n".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        try git(["add", "."], in: folder)
        try git(["commit", "-qm", "parent"], in: folder)
        for name in names { try "one\r\n2\r\n".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        try git(["add", "-A"], in: folder)
        let files = try names.map { name in
            DiffEntry(filename: name, status: "modified", additions: 1, deletions: 1, patch: try hunks(name, in: folder))
        }
        // git's own headers, as `git diff` writes them with core.quotePath=false.
        let gitHeaders = Self.headerLines(try git(["-c", "core.quotePath=false", "diff", "--cached"], in: folder))
        let expected = try git(["diff", "--cached", "--stat"], in: folder)
        try git(["reset", "-q", "--hard"], in: folder)

        let detail = CommitDetail(
            summary: Commit(sha: String(repeating: "b", count: 40), commit: Commit.GitCommit(author: nil, committer: nil, message: "m")), stats: nil,
            files: files)
        let header = CommitHeader(sha: detail.summary.sha, author: "T", committer: "T", date: "", parents: [], message: "m", summary: "+3 -3 in 3 files")
        let piped = try CommitDetailView(OutputSettings(format: .table, terminal: .pipe), patch: .shown).render(detail: detail, header: header)
        #expect(Self.headerLines(piped) == gitHeaders)
        #expect(piped.contains("diff --git \"a/cr\\rname.txt\" \"b/cr\\rname.txt\""))
        #expect(piped.contains("+2\r\n"))
        let patchFile = folder.appendingPathComponent("x.patch")
        try Data(piped.utf8).write(to: patchFile)
        try git(["apply", "--index", patchFile.path], in: folder)
        #expect(try git(["diff", "--cached", "--stat"], in: folder) == expected)

        // On a terminal the same patch has no raw control: the CR shows as ^M.
        let terminal = try CommitDetailView(
            OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: 100, color: false)), patch: .shown
        )
        .render(detail: detail, header: header)
        #expect(!terminal.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(terminal.contains("+2^M\n"))
        #expect(terminal.contains("diff --git \"a/esc\\033[2J.txt\" \"b/esc\\033[2J.txt\""))
    }

    /// The `diff --git`, `---` and `+++` lines of a diff, split by scalars: as Characters a CRLF
    /// line's "\r\n" is one, and would not split.
    private static func headerLines(_ diff: String) -> [String] {
        diff.unicodeScalars.split(separator: "\n").map { String(String.UnicodeScalarView($0)) }
            .filter { $0.hasPrefix("diff --git") || $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }
    }
}
