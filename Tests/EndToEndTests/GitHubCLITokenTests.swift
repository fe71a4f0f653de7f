import Foundation
import Reactive
import TestSupport
import Testing

/// With no GH_TOKEN or GITHUB_TOKEN, the token comes from `gh auth token`: a stub `gh` on the
/// PATH stands in for GitHub's CLI.
@Suite struct GitHubCLITokenTests {
    /// A folder holding an executable `gh` running `script`.
    private func stubGH(_ script: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gh = folder.appendingPathComponent("gh")
        try ("#!/bin/sh\n" + script + "\n").write(to: gh, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        return folder
    }

    @Test func ghsTokenIsSentToTheServerAndNeverPrinted() async throws {
        let fixture = try Fixture()
        let folder = try stubGH(#"[ "$1 $2 $3 $4" = "auth token --hostname 127.0.0.1" ] && echo gho_FROM_GH_STUB && exit 0; exit 1"#)
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "-v"], environment: ["PATH": folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(fixture.server.requests.first?.headers["authorization"] == "Bearer gho_FROM_GH_STUB")
        #expect(run.stderr.contains("* token: gh auth token"))
        #expect(!run.stderr.contains("FROM_GH") && !run.stdout.contains("FROM_GH"))
    }

    @Test func anEnvironmentTokenWinsAndGhIsNotAsked() async throws {
        let fixture = try Fixture()
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("gh-asked-\(UUID().uuidString)")
        let folder = try stubGH("/usr/bin/touch '\(marker.path)'; echo gho_UNUSED")
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "1"], environment: ["PATH": folder.path, "GITHUB_TOKEN": "ghp_ENV"])
        #expect(run.status == 0)
        #expect(fixture.server.requests.first?.headers["authorization"] == "Bearer ghp_ENV")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    /// gh answers only after the main actor has done something while gh runs: a run that
    /// blocked the main thread waiting for gh would never let it, and gh would give up (no
    /// token). The run's clock never ends the wait here, so no speed can fail the test.
    @MainActor @Test func theMainThreadStaysFreeWhileGhIsAsked() async throws {
        let fixture = try Fixture()
        let marks = FileManager.default.temporaryDirectory.appendingPathComponent("gh-marks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: marks, withIntermediateDirectories: true)
        let started = marks.appendingPathComponent("gh-started").path
        let answered = marks.appendingPathComponent("main-answered").path
        let stub = try stubGH(
            """
            : > '\(started)'
            i=0
            while [ $i -lt 600 ]; do [ -f '\(answered)' ] && { echo gho_MAIN_WAS_FREE; exit 0; }; /bin/sleep 0.05; i=$((i+1)); done
            exit 1
            """)
        let watcher = Task { @MainActor in
            while !FileManager.default.fileExists(atPath: started) { try await Task.sleep(nanoseconds: 10_000_000) }
            _ = FileManager.default.createFile(atPath: answered, contents: nil)
        }
        let run = try await fixture.repos(
            ["list", "atomicrobot", "--limit", "1"], environment: ["PATH": stub.path], wait: { _ in Empty(completeImmediately: false).eraseToAnyPublisher() })
        watcher.cancel()
        #expect(run.status == 0)
        #expect(fixture.server.requests.first?.headers["authorization"] == "Bearer gho_MAIN_WAS_FREE")
    }

    @Test(arguments: ["echo gho_LATE; exit 1", "/bin/sleep 10; echo gho_SLOW"])
    func ghThatFailsOrHangsGivesNoToken(script: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "1", "-v"], environment: ["PATH": try stubGH(script).path])
        #expect(run.status == 0)
        #expect(fixture.server.requests.first?.headers["authorization"] == nil)
        #expect(run.stderr.contains("* token: none"))
        #expect(run.seconds < 30)
    }
}
