import Foundation
import TestSupport
import Testing

/// What `repos` says when it refuses, as a person reads it: one `Error:` line that names what was
/// wrong, a usage line only where the fault is in what was typed, exit 64, and no request made.
@Suite struct WordsAndRefusalsTests {
    @Test(arguments: [
        // Accepted silently before: each now refused.
        (
            ["commits", "atomicrobot/bottle-rocket", "--since", "2026-01-10", "--until", "2026-01-01"], [String: String](),
            "Error: '--until' is before '--since'", true
        ),
        (["activity", "atomicrobot", "--since", "2026-01-10", "--until", "2026-01-01"], [:], "Error: '--until' is before '--since'", true),
        (
            ["commit", "atomicrobot/bottle-rocket", "d4049f4", "--side-by-side"], [:], "Error: '--side-by-side' lays out the diffs of '--patch': add '--patch'",
            true
        ),
        (
            ["compare", "atomicrobot/bottle-rocket", "main...release/1.0", "--side-by-side"], [:],
            "Error: '--side-by-side' lays out the diffs of '--patch': add '--patch'", true
        ),
        (["list", "atomicrobot"], ["XDG_CACHE_HOME": "/etc/passwd"], "Error: '$XDG_CACHE_HOME' names a file, not a folder: /etc/passwd", false),
        // An environment variable has no usage line to show.
        (["list", "atomicrobot"], ["GITHUB_API_URL": "bad"], "Error: The value 'bad' is invalid for '$GITHUB_API_URL': expected an http or https URL", false),
        // jq's compile error names the line it means, not a colon with nothing after it (its
        // wording before that differs between libjq versions: "…" stands for it).
        (
            ["list", "atomicrobot", "--jq", ".["], [:], "Error: Invalid --jq filter: syntax error, …(Unix shell quoting issues?) at <top-level>, line 1: .[",
            true
        ),
    ])
    func refusedWithOneLine(arguments: [String], environment: [String: String], message: String, usage: Bool) async throws {
        let fixture = try Fixture()
        let run = try await fixture.process(arguments, environment: environment)
        #expect(run.status == 64)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let parts = message.components(separatedBy: "…")
        let first = lines.first ?? ""
        #expect(first.hasPrefix(parts[0]) && first.hasSuffix(parts[parts.count - 1]), "\(run.stderr)")
        #expect(lines.count == (usage ? 3 : 1), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(fixture.server.requests.isEmpty)
    }
}
