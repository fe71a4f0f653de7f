import Foundation
import Reactive
import TestSupport
import Testing

/// With no GH_TOKEN or GITHUB_TOKEN, the token comes from `gh auth token`: a stub `gh` on the
/// PATH stands in for GitHub's CLI.
@Suite struct GitHubCLITokenTests {
    /// A folder of `fixture`'s holding an executable `gh` running `script`.
    private func stubGH(_ script: String, in fixture: Fixture) throws -> URL {
        let folder = try fixture.folder("gh-stub")
        let gh = folder.appendingPathComponent("gh")
        try ("#!/bin/sh\n" + script + "\n").write(to: gh, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        return folder
    }

    @Test func ghsTokenIsSentToTheServerAndNeverPrinted() async throws {
        let fixture = try Fixture()
        let folder = try stubGH(#"[ "$1 $2 $3 $4" = "auth token --hostname 127.0.0.1" ] && echo gho_FROM_GH_STUB && exit 0; exit 1"#, in: fixture)
        let run = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "-v"], environment: ["PATH": folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(fixture.server.requests.first?.headers["authorization"] == "Bearer gho_FROM_GH_STUB")
        #expect(run.stderr.contains("* token: gh auth token"))
        #expect(!run.stderr.contains("FROM_GH") && !run.stdout.contains("FROM_GH"))
    }

    @Test func anEnvironmentTokenWinsAndGhIsNotAsked() async throws {
        let fixture = try Fixture()
        let marker = try fixture.folder("gh-asked").appendingPathComponent("asked")
        let folder = try stubGH("/usr/bin/touch '\(marker.path)'; echo gho_UNUSED", in: fixture)
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
        let marks = try fixture.folder("gh-marks")
        let started = marks.appendingPathComponent("gh-started").path
        let answered = marks.appendingPathComponent("main-answered").path
        let stub = try stubGH(
            """
            : > '\(started)'
            i=0
            while [ $i -lt 6000 ]; do [ -f '\(answered)' ] && { echo gho_MAIN_WAS_FREE; exit 0; }; /bin/sleep 0.05; i=$((i+1)); done
            exit 1
            """, in: fixture)
        // Both sides wait as long as the suite's one bound, 300 s: on one busy core gh may start,
        // and the main actor answer, long after `eventually`'s 30 s.
        let watcher = Task { @MainActor in
            for _ in 0..<30_000 {
                if FileManager.default.fileExists(atPath: started) {
                    _ = FileManager.default.createFile(atPath: answered, contents: nil)
                    return
                }
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
        }
        let run = try await fixture.repos(
            ["list", "atomicrobot", "--limit", "1"], environment: ["PATH": stub.path], wait: { _ in Empty(completeImmediately: false).eraseToAnyPublisher() })
        watcher.cancel()
        #expect(run.status == 0)
        #expect(fixture.server.requests.first?.headers["authorization"] == "Bearer gho_MAIN_WAS_FREE")
    }

    /// A gh that fails, or hangs (`exec`, so the hung process is the one given up on and ended,
    /// none left behind): no token. The run's patience is a virtual wait that ends at once, so the
    /// hung gh can only be given up on, never waited out.
    @Test(arguments: ["echo gho_LATE; exit 1", "exec /bin/sleep 600"])
    func ghThatFailsOrHangsGivesNoToken(script: String) async throws {
        let fixture = try Fixture()
        let stub = try stubGH(script, in: fixture)
        let run = try await fixture.repos(
            ["list", "atomicrobot", "--limit", "1", "-v"], environment: ["PATH": stub.path], wait: { _ in Just(()).eraseToAnyPublisher() })
        #expect(run.status == 0)
        #expect(fixture.server.requests.first?.headers["authorization"] == nil)
        #expect(run.stderr.contains("* token: none"))
    }
}
