import Foundation
import TestSupport
import Testing

/// Shapes real histories have (issue #59), served in GitHub's shape from `atomicrobot/line-endings`:
/// a message with Windows line endings, a change of permissions alone (and among other files), and
/// empty files added and removed. git itself checks the piped patches.
@Suite struct RealHistoriesEndToEndTests {
    static let repository = "atomicrobot/line-endings"
    static let crlf = "181298895776aeba0ad5c4050f368767fc9ece01"
    static let permissionsAlone = "607c70e78c5576d34bc159f29a66d7b80e66e226"
    static let permissionsAmongOthers = "b1112d4bd9b80d11888041168f786be509e9cd52"
    static let emptyFiles = "80e1d7c14c68e1319e3ea9a3ae973e5ff4b568a0"
    static let title = "Update pkg/config/app_config.go"

    @Test func aCRLFMessageIsTitledByItsFirstLineInEveryFormat() async throws {
        let fixture = try Fixture()
        let tsv = try await fixture.repos(["commits", Self.repository])
        #expect(tsv.lines.first == "\(Self.crlf)\tada-l\t2026-11-28T23:00:00Z\t\(Self.title)")
        let csv = try await fixture.repos(["commits", Self.repository, "--format", "csv"])
        // One record per commit and the header, each ended by CRLF as RFC 4180's are: no field spans lines.
        let records = csv.stdout.components(separatedBy: "\r\n")
        #expect(records.count == 6 && records.last == "")
        #expect(records.dropFirst().first == "\(Self.crlf),ada-l,2026-11-28T23:00:00Z,\(Self.title)")
        let table = try await fixture.repos(["commits", Self.repository, "--color", "never"], terminalWidth: 120)
        let row = try #require(table.lines.first { $0.hasPrefix("1812988") })
        #expect(row.hasSuffix(Self.title))
        let compare = try await fixture.repos(["compare", Self.repository, "v1.0...main"])
        let listed = try #require(compare.lines.first { $0.hasPrefix("1812988") })
        #expect(listed.hasSuffix(Self.title))
        #expect(!compare.stdout.contains("Print out error to narrow down the search\n"))
        let commit = try await fixture.repos(["commit", Self.repository, Self.crlf])
        // The message's last line break leaves no blank line, as git keeps none.
        #expect(commit.stdout.contains("    \(Self.title)\n    \n    Print out error to narrow down the search\n\n+1 -0 in 1 file\n"))
        #expect(!commit.stdout.contains("\r"))
    }

    @Test(arguments: [permissionsAlone, permissionsAmongOthers])
    func aChangeOfPermissionsIsLeftOutOfThePipedPatchWithANote(sha: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commit", Self.repository, sha, "--patch"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("diff --git a/run.sh"))
        #expect(!run.stdout.contains("Binary files"))
        #expect(run.stderr == "Note: run.sh left out of the patch: its permissions changed, and GitHub does not say to what.\n")
        let folder = try ParentTree.make(in: fixture)
        // A commit whose only change is a mode's leaves git nothing to apply: an empty patch,
        // which git accepts when told it may be empty.
        try ParentTree.git(["apply", "--check", "--allow-empty", "-"], in: folder, input: run.stdout)
        if sha == Self.permissionsAmongOthers {
            try ParentTree.git(["apply", "--index", "-"], in: folder, input: run.stdout)
            #expect(try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8) == "# Line endings\nrun.sh is executable.\n")
        }
    }

    @Test func aChangeOfPermissionsSaysSoOnATerminal() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(
            ["commit", Self.repository, Self.permissionsAmongOthers, "--patch", "--no-pager", "--color", "never"], terminalWidth: 100)
        #expect(run.stdout.contains("diff --git a/run.sh b/run.sh\npermissions changed (GitHub does not say to what)\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test func emptyFilesReadAsEmptyOnATerminalAndApplyAsGitsTextPiped() async throws {
        let fixture = try Fixture()
        let terminal = try await fixture.repos(["commit", Self.repository, Self.emptyFiles, "--patch", "--no-pager", "--color", "never"], terminalWidth: 100)
        #expect(terminal.stdout.contains("diff --git a/.keep b/.keep\nnew file mode 100644\nempty file\n"))
        #expect(terminal.stdout.contains("diff --git a/empty.txt b/empty.txt\ndeleted file mode 100644\nempty file\n"))
        #expect(!terminal.stdout.contains("binary or too large"))
        let piped = try await fixture.repos(["commit", Self.repository, Self.emptyFiles, "--patch"])
        #expect(piped.stdout.contains("diff --git a/.keep b/.keep\nnew file mode 100644\nindex 0000000..e69de29\n"))
        #expect(piped.stderr.isEmpty)
        let folder = try ParentTree.make(in: fixture)
        try ParentTree.git(["apply", "--index", "-"], in: folder, input: piped.stdout)
        #expect(try ParentTree.git(["status", "--porcelain", "--no-renames"], in: folder) == "A  .keep\nD  empty.txt\n")
        #expect(try Data(contentsOf: folder.appendingPathComponent(".keep")).isEmpty)
    }

    /// The tree every `line-endings` commit's patch applies onto, committed in a new repository.
    enum ParentTree {
        static func make(in fixture: Fixture) throws -> URL {
            let folder = try fixture.folder("parent")
            try git(["init", "-q"], in: folder)
            try "# Line endings\n".write(to: folder.appendingPathComponent("README.md"), atomically: false, encoding: .utf8)
            try "#!/bin/sh\necho hi\n".write(to: folder.appendingPathComponent("run.sh"), atomically: false, encoding: .utf8)
            try Data().write(to: folder.appendingPathComponent("empty.txt"))
            try git(["add", "."], in: folder)
            try git(["commit", "-qm", "parent"], in: folder)
            return folder
        }

        /// Runs git in `folder`, a `-` in `arguments` standing for a file holding `input`;
        /// throws with git's words when it fails.
        @discardableResult
        static func git(_ arguments: [String], in folder: URL, input: String = "") throws -> String {
            let patch = folder.deletingLastPathComponent().appendingPathComponent("\(folder.lastPathComponent).patch")
            try Data(input.utf8).write(to: patch)
            let (text, status) = try Subprocess.run(
                "/usr/bin/git",
                ["-C", folder.path, "-c", "user.name=T", "-c", "user.email=t@example.org"] + arguments.map { $0 == "-" ? patch.path : $0 },
                mergingErrors: true)
            guard status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: text]) }
            return text
        }
    }
}
