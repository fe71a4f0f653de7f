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
        #expect(under.stdout == "Sources/Rocket\nSources/Rocket/Client.swift\nSources/Rocket/Retry.swift\n", "\(under.stderr)")
        // A folder costs its parent's entries and its own tree, not the whole tree.
        #expect(
            fixture.server.requests.map(\.target) == [
                "/repos/atomicrobot/bottle-rocket/contents/?ref=HEAD",
                "/repos/atomicrobot/bottle-rocket/git/trees/ae0fbff7205c4c190b308404910c344bec400c66?recursive=1",
            ])
        let nul = try await fixture.repos(["tree", "bottle-rocket", "scripts", "-z"])
        #expect(nul.stdout == "scripts/build.sh\0")
        let json = try await fixture.repos(["tree", "bottle-rocket", "--jq", "[.tree[] | select(.type == \"commit\") | .path]"])
        #expect(json.stdout == #"["vendor/lib"]"# + "\n")
    }

    @Test func aMissingOrClimbingPathAndACutTree() async throws {
        let fixture = try Fixture()
        let missing = try await fixture.repos(["tree", "bottle-rocket", "nope"])
        #expect(
            missing.status == 1 && missing.stderr == "Error: 'nope' is not a folder in the tree; without a path, repos tree lists them all\n"
                && missing.stdout.isEmpty, "\(missing.stderr)")
        let file = try await fixture.repos(["tree", "bottle-rocket", "README.md"])
        #expect(file.status == 1 && file.stderr.hasPrefix("Error: 'README.md' is not a folder in the tree"))
        for path in ["../etc", "a//b", "./x", "a/.."] {
            let climbing = try await fixture.repos(["tree", "bottle-rocket", path])
            #expect(climbing.status == 64 && climbing.stderr.hasPrefix("Error: Invalid path"), "\(path)")
        }
        #expect(fixture.server.requests.count == 2)
    }

    @Test func aTreeGitHubCutShortIsCompletedWithWhatItLeftOut() async throws {
        let fixture = try Fixture()
        let whole = try await fixture.repos(["tree", "bottle-rocket"])
        let cut = try await fixture.repos(["tree", "bottle-rocket", "--ref", "v2.4.0"])
        // The recursive answer at v2.4.0 holds 3 of the 14 entries; the rest are asked for, in git's order.
        #expect(cut.status == 0 && cut.stdout == whole.stdout && whole.stdout.split(separator: "\n").count == 14, "\(cut.stderr)")
        let asked = fixture.server.requests.map(\.target).filter { $0.contains("/git/trees/") }.dropFirst()
        #expect(asked.first == "/repos/atomicrobot/bottle-rocket/git/trees/v2.4.0?recursive=1")
        // Then the root's own entries by its SHA, and each folder the answer left out, whole, once.
        let rest = Array(asked.dropFirst())
        #expect(rest.first == "/repos/atomicrobot/bottle-rocket/git/trees/2eb5d4254ad0c5bd8b4d2503daef320550e25c4a", "\(rest)")
        #expect(rest.count == 5 && Set(rest).count == 5 && rest.dropFirst().allSatisfy { $0.hasSuffix("?recursive=1") }, "\(rest)")
        // JSON is GitHub's recursive object, passed through, and says so; nothing more is asked.
        let before = fixture.server.requests.count
        let json = try await fixture.repos(["tree", "bottle-rocket", "--ref", "v2.4.0", "--jq", ".tree | length"])
        #expect(json.status == 0 && json.stdout == "3\n" && json.stderr.hasPrefix("Note: GitHub cut this tree short (truncated: true)"))
        #expect(fixture.server.requests.count == before + 1)
    }

    @Test func aTreeThatNeverEndsStopsAtItsBound() async throws {
        // Every folder holds itself, and every answer is cut short: a loop only a bound can stop.
        let loop = #"{"sha":"f00d","url":"x","truncated":true,"tree":[{"path":"again","mode":"040000","type":"tree","sha":"f00d"}]}"#
        let fixture = try Fixture { request, _ in
            request.path.hasPrefix("/repos/loop/deep/git/trees/") ? .json(200, loop) : nil
        }
        let run = try await fixture.repos(["tree", "loop/deep"])
        #expect(run.status == 1 && run.stdout.isEmpty, "\(run.stderr)")
        #expect(run.stderr == "Error: the tree goes on past paths of 4,096 bytes, the most repos reads; give a <path> or a --ref with less in it\n")
        // `again/` is 6 bytes: the 4,096-byte bound is reached some 680 folders down, two
        // requests each, inside the 5,000.
        #expect((1_300...1_400).contains(fixture.server.requests.count), "\(fixture.server.requests.count)")
    }

    /// The monorepo of 127,294 entries GitHub cuts at 100,000: every entry, in at most 100 tree
    /// requests; a second run asks the same and is answered 304, the cache not growing; a folder
    /// four levels down costs two requests; JSON is GitHub's answer with a note.
    @Test func aMonorepoCostsOnlyWhatGitHubLeftOut() async throws {
        let monorepo = SyntheticMonorepo()
        let fixture = try Fixture { request, base in monorepo.response(for: request, baseURL: base) }
        let first = try await fixture.repos(["tree", "bigrepos/huge-tree"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.lines == monorepo.nodes.map(\.path))
        let asked = fixture.server.requests.count
        #expect(asked <= 100, "\(asked)")
        let cached = Self.size(of: fixture.cacheHome)
        let second = try await fixture.repos(["tree", "bigrepos/huge-tree"])
        #expect(second.stdout == first.stdout)
        #expect(fixture.server.requests.count == 2 * asked)
        #expect(fixture.server.requests.dropFirst(asked).allSatisfy { $0.headers["if-none-match"] != nil })
        #expect(Self.size(of: fixture.cacheHome) == cached)
        let folder = try await fixture.repos(["tree", "bigrepos/huge-tree", "packages/pkg-001/src/module-01", "--no-cache"])
        #expect(folder.lines == (0..<20).map { String(format: "packages/pkg-001/src/module-01/file-%02d.ts", $0) })
        #expect(fixture.server.requests.count == 2 * asked + 2)
        let json = try await fixture.repos(["tree", "bigrepos/huge-tree", "--json", "--no-cache", "--jq", ".tree | length"])
        #expect(json.status == 0 && json.stdout == "100000\n" && json.stderr.hasPrefix("Note: GitHub cut this tree short"), "\(json.stderr)")
    }

    /// The bytes of every file under `folder`.
    static func size(of folder: URL) -> Int {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        return (files?.allObjects as? [URL] ?? []).reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    }
}
