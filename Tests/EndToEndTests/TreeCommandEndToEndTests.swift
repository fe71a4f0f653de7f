import Foundation
import TestSupport
import Testing

/// `repos tree` as a person and a script use it, against the loopback server: a tree with sizes
/// and marks, paths for pipes (NUL-separated with `-z`), GitHub's own object, a path inside,
/// a path that is not there or could climb out, and a tree GitHub cut short.
@MainActor
@Suite struct TreeCommandEndToEndTests {
    @Test func aTreeWithSizesAndMarksOnATerminal() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["tree", "bottle-rocket"], environment: ["NO_COLOR": "1"], terminalWidth: 60)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("NAME") == true)
        #expect(lines.contains { $0.hasPrefix("Sources/") } && lines.contains { $0.hasPrefix("    Client.swift") && $0.hasSuffix("15 KB") })
        #expect(
            lines.contains { $0.hasPrefix("  latest@") } && lines.contains { $0.hasPrefix("  build.sh*") }
                && lines.contains { $0.hasPrefix("  lib (submodule)") })
        // A name that would clear the screen is shown, made safe.
        #expect(lines.contains { $0.hasPrefix("evil^[[2J.txt") })
        #expect(fixture.server.requests.map(\.target) == ["/repos/atomicrobot/bottle-rocket/git/trees/HEAD?recursive=1"])
    }

    @Test func pathsForPipesUnderAPathAndNULSeparated() async throws {
        let fixture = try Fixture()
        let under = try await fixture.repos(["tree", "bottle-rocket", "/Sources/"])
        #expect(under.stdout == "Sources/Rocket\nSources/Rocket/Client.swift\nSources/Rocket/Retry.swift\n")
        let nul = try await fixture.repos(["tree", "bottle-rocket", "scripts", "-z"])
        #expect(nul.stdout == "scripts/build.sh\0")
        let json = try await fixture.repos(["tree", "bottle-rocket", "--jq", "[.tree[] | select(.type == \"commit\") | .path]"])
        #expect(json.stdout == #"["vendor/lib"]"# + "\n")
    }

    @Test func aMissingOrClimbingPathAndACutTree() async throws {
        let fixture = try Fixture()
        let missing = try await fixture.repos(["tree", "bottle-rocket", "nope"])
        #expect(missing.status == 1 && missing.stderr == "Error: no 'nope' in atomicrobot/bottle-rocket at HEAD\n" && missing.stdout.isEmpty)
        for path in ["../etc", "a//b", "./x", "a/.."] {
            let climbing = try await fixture.repos(["tree", "bottle-rocket", path])
            #expect(climbing.status == 64 && climbing.stderr.hasPrefix("Error: Invalid path"), "\(path)")
        }
        #expect(fixture.server.requests.count == 1)
        let cut = try await fixture.repos(["tree", "bottle-rocket", "--ref", "v2.4.0"], environment: ["NO_COLOR": "1"], terminalWidth: 60)
        #expect(cut.status == 0 && cut.stderr.contains("GitHub cut this tree short"))
    }
}
