import Foundation
import TestSupport
import Testing

/// `repos show` as a person and a script use it, against the loopback server: a file's exact
/// bytes piped, its lines numbered and made safe on a terminal, a binary file described, a ref,
/// GitHub's own object, and what it refuses (a directory, a submodule, a file past 1 MB).
@MainActor
@Suite struct ShowCommandEndToEndTests {
    static let readme = "# Bottle Rocket\n\nA tiny HTTP toolkit.\n\u{1B}]0;pwned\u{07} is shown safely on a terminal.\n"

    @Test func pipedItIsTheFilesExactBytes() async throws {
        let fixture = try Fixture()
        let text = try await fixture.repos(["show", "bottle-rocket", "README.md"])
        #expect(text.status == 0 && text.stdout == Self.readme)
        let tagged = try await fixture.repos(["show", "bottle-rocket", "README.md", "--ref", "v2.4.0"])
        #expect(tagged.stdout == "# Bottle Rocket 2.4\n")
        #expect(fixture.server.requests.map(\.target).last == "/repos/atomicrobot/bottle-rocket/contents/README.md?ref=v2.4.0")
        // A binary file through a real pipe, byte for byte, as od reads it.
        let served = try JSONSerialization.jsonObject(with: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-contents-logo.png.http")) as? [String: Any]
        let expected = Data(base64Encoded: served?["content"] as? String ?? "", options: .ignoreUnknownCharacters) ?? Data()
        let hex = expected.map { String(format: "%02x", $0) }.joined()
        let piped = try await BinaryRunner.shell(
            "'\(BinaryRunner.binary.path)' show bottle-rocket docs/logo.png | od -An -v -tx1 | tr -d ' \\n'",
            environment: ["GITHUB_API_URL": fixture.server.baseURL.absoluteString, "XDG_CACHE_HOME": fixture.cacheHome.path])
        #expect(expected.count == 272 && piped.stdout == hex, "\(piped.stderr)")
    }

    @Test func onATerminalLinesAreNumberedAndSafeAndABinaryIsDescribed() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["show", "bottle-rocket", "README.md"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        #expect(run.stdout == "1  # Bottle Rocket\n2  \n3  A tiny HTTP toolkit.\n4  ^[]0;pwned^G is shown safely on a terminal.\n")
        let forced = try await fixture.repos(["show", "bottle-rocket", "README.md", "--format", "tsv"], terminalWidth: 80)
        #expect(!forced.stdout.unicodeScalars.contains { $0.value == 0x1B })
        let binary = try await fixture.repos(["show", "bottle-rocket", "docs/logo.png"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        #expect(binary.stdout == "docs/logo.png: binary file, 272 bytes, not drawn; pipe it to a file\n")
        let json = try await fixture.repos(["show", "bottle-rocket", "README.md", "--jq", ".encoding"])
        #expect(json.stdout == "base64\n")
    }

    @Test func whatIsNotAFileIsOneErrorLine() async throws {
        let fixture = try Fixture()
        let cases: [(String, String)] = [
            ("Sources", "Error: 'Sources' is a directory; list it with repos tree atomicrobot/bottle-rocket Sources\n"),
            ("big.bin", "Error: 'big.bin' is 3 MB, past the 1 MB GitHub's contents API sends\n"),
            ("vendor/lib", "Error: 'vendor/lib' is a submodule (https://github.com/atomicrobot/rocket-lib.git)\n"),
            ("nope.txt", "Error: 'nope.txt' in atomicrobot/bottle-rocket not found; check the name, or set GH_TOKEN if it is private\n"),
        ]
        for (path, message) in cases {
            let run = try await fixture.repos(["show", "bottle-rocket", path])
            #expect(run.status == 1 && run.stderr == message && run.stdout.isEmpty, "\(path)")
        }
        let climbing = try await fixture.repos(["show", "bottle-rocket", "../secret"])
        #expect(climbing.status == 64 && climbing.stderr.hasPrefix("Error: Invalid path '../secret'"))
        #expect(fixture.server.requests.count == cases.count)
    }
}

/// `repos readme`: rendered on a terminal, GitHub's exact bytes piped, a repository without one.
@MainActor
@Suite struct ReadmeCommandEndToEndTests {
    @Test func renderedOnATerminalExactWhenPiped() async throws {
        let fixture = try Fixture()
        let shown = try await fixture.repos(["readme", "bottle-rocket"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "BOTTLE ROCKET")
        #expect(lines.contains("A tiny HTTP toolkit for iOS apps. See the docs <https://atomicrobot.com/docs>."))
        #expect(lines.contains("  • kept for old apps") && lines.contains("│ Retries back off.") && lines.contains("    let client = Rocket()"))
        #expect(lines.contains("Title ^[]0;pwned^G stays safe."))
        let piped = try await fixture.repos(["readme", "bottle-rocket"])
        #expect(piped.stdout.hasPrefix("# Bottle Rocket\r\n\r\nA **tiny** HTTP toolkit"))
        #expect(fixture.server.requests.map(\.path) == ["/repos/atomicrobot/bottle-rocket/readme", "/repos/atomicrobot/bottle-rocket/readme"])
        let none = try await fixture.repos(["readme", "launchpad"])
        #expect(none.status == 1 && none.stderr == "Error: a README in atomicrobot/launchpad not found; check the name, or set GH_TOKEN if it is private\n")
    }
}
