import Foundation
import TestSupport
import Testing

/// What is inside a hostile repository: branch, tag and file names carrying ESC, C1 controls,
/// bidi overrides, line breaks, `../` and a leading `-`. Every command writes them made safe, on a
/// terminal and piped, one line each; none becomes a file, an option or a path out.
@MainActor
@Suite struct HostileInsideTests {
    static let names = ["\u{1B}[2Jwipe", "\u{9B}31mred", "\u{202E}txt.exe", "line\nbreak", "-rf", "../up", "tab\there"]

    static func fixture() throws -> Fixture {
        let quoted = names.map { name -> String in
            let data = (try? JSONSerialization.data(withJSONObject: [name], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }
        let branches =
            "["
            + quoted.map { #"{"name":\#($0),"commit":{"sha":"6485289d5b1d2f8a0c4e7f1a2b3c4d5e6f708192","url":"x"},"protected":false}"# }
            .joined(separator: ",") + "]"
        let tree =
            #"{"sha":"0d1e","truncated":false,"tree":["#
            + quoted.map { #"{"path":\#($0),"mode":"100644","type":"blob","sha":"e69de29bb2d1d6434b8b29ae775ad8c2e48c5391","size":0}"# }
            .joined(separator: ",") + "]}"
        return try Fixture { request, _ in
            switch request.path {
            case "/repos/hostile-org/inside/branches": return .json(200, branches)
            case "/repos/hostile-org/inside/git/trees/HEAD": return .json(200, tree)
            default: return nil
            }
        }
    }

    /// No raw ESC, C1 control, bidi override, tab or line break inside a line.
    static func expectSafe(_ text: String, lines expected: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let unsafe = text.unicodeScalars.contains {
            $0.value == 0x1B || (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(!unsafe, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == expected + 1, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func branchNamesAreSafeOnATerminalAndPiped() async throws {
        let fixture = try Self.fixture()
        let shown = try await fixture.repos(["branches", "hostile-org/inside"], environment: ["NO_COLOR": "1"], terminalWidth: 100)
        #expect(shown.status == 0, "\(shown.stderr)")
        Self.expectSafe(shown.stdout, lines: Self.names.count + 1)
        #expect(shown.stdout.contains("^[[2Jwipe"))
        let piped = try await fixture.repos(["branches", "hostile-org/inside"])
        Self.expectSafe(piped.stdout, lines: Self.names.count)
        // JSON is GitHub's bytes: the escapes stay JSON escapes, nothing raw.
        let json = try await fixture.repos(["branches", "hostile-org/inside", "--json"])
        #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1B } && json.stdout.contains(#"\u001b[2Jwipe"#))
    }

    @Test func fileNamesAreSafeInTheTreeAndNeverAPathOut() async throws {
        let fixture = try Self.fixture()
        let shown = try await fixture.repos(["tree", "hostile-org/inside"], environment: ["NO_COLOR": "1"], terminalWidth: 100)
        Self.expectSafe(shown.stdout, lines: Self.names.count + 1)
        let piped = try await fixture.repos(["tree", "hostile-org/inside"])
        Self.expectSafe(piped.stdout, lines: Self.names.count)
        // A name is only ever written: `show` of one refuses it as a path before any request.
        let before = fixture.server.requests.count
        // A leading `-` is an option unless after `--`, as for any command.
        for arguments in [["../up"], ["--", "-rf/../../etc/passwd"], ["--", "line\nbreak/.."]] {
            let run = try await fixture.repos(["show", "hostile-org/inside"] + arguments)
            #expect(run.status == 64 && run.stderr.hasPrefix("Error: Invalid path"), "\(arguments): \(run.stderr)")
            // The path is shown escaped: the line after the error is the usage, not the path's rest.
            #expect(run.stderr.split(separator: "\n").dropFirst().first?.hasPrefix("Usage: ") == true)
        }
        #expect(fixture.server.requests.count == before)
    }
}
