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
    }

    @Test func aTreeGitHubCutShortIsWalkedADirectoryAtATime() async throws {
        let fixture = try Fixture()
        let whole = try await fixture.repos(["tree", "bottle-rocket"])
        let cut = try await fixture.repos(["tree", "bottle-rocket", "--ref", "v2.4.0"])
        // The recursive answer at v2.4.0 holds 3 of the 14 entries; the walk finds them all, in git's order.
        #expect(cut.status == 0 && cut.stdout == whole.stdout && whole.stdout.split(separator: "\n").count == 14, "\(cut.stderr)")
        let asked = fixture.server.requests.map(\.target).filter { $0.contains("/git/trees/") }.dropFirst()
        #expect(asked.first == "/repos/atomicrobot/bottle-rocket/git/trees/v2.4.0?recursive=1")
        // Then the root tree by its SHA, and each of its 5 directories once, without `recursive`.
        #expect(asked.count == 7 && Set(asked.dropFirst()).count == 6 && !asked.dropFirst().contains { $0.contains("recursive") })
        // JSON is GitHub's recursive object, passed through, and says so.
        let json = try await fixture.repos(["tree", "bottle-rocket", "--ref", "v2.4.0", "--jq", ".tree | length"])
        #expect(json.stdout == "3\n" && json.stderr.hasPrefix("Note: GitHub cut this tree short (truncated: true)"))
    }

    @Test func aWalkThatNeverEndsStopsAtItsBound() async throws {
        // Every directory holds itself: a loop only the bound can stop.
        let loop = #"{"sha":"f00d","url":"x","truncated":true,"tree":[{"path":"again","mode":"040000","type":"tree","sha":"f00d"}]}"#
        let fixture = try Fixture { request, _ in
            request.path.hasPrefix("/repos/loop/deep/git/trees/") ? .json(200, loop) : nil
        }
        let run = try await fixture.repos(["tree", "loop/deep"])
        #expect(run.status == 1 && run.stdout.isEmpty, "\(run.stderr)")
        #expect(run.stderr == "Error: the tree goes on past paths of 4,096 bytes, the most repos walks; give a <path> or a --ref with less in it\n")
        // `again/` is 6 bytes: the 4,096-byte bound is reached after some 680 directories, inside the 5,000.
        #expect((600...700).contains(fixture.server.requests.count))
    }
}
