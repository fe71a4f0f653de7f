import Foundation
import Reactive
import Service
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
        #expect(binary.stdout == "docs/logo.png: binary file, 272 B, not drawn; pipe it to a file\n")
        let json = try await fixture.repos(["show", "bottle-rocket", "README.md", "--jq", ".encoding"])
        #expect(json.stdout == "base64\n")
    }

    /// `big.bin`'s 3 MiB as GitHub's raw media type serves them (the contents JSON says only its
    /// size): bytes that are not text, and differ along the file.
    nonisolated static let bigFile = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) })

    /// The fixtures, with the raw answers for `big.bin`, for `big.txt` (1.5 MiB of numbered text,
    /// its contents JSON made here in GitHub's shape), and for `huge.bin`, whose server sends past
    /// the 100 MiB bound.
    nonisolated static func largeFiles() throws -> Fixture {
        let text = Data((1...40_000).map { "line \($0) of a file past the contents API's 1 MB\n" }.joined().utf8)
        return try Fixture { request, _ in
            let raw = request.headers["accept"] == "application/vnd.github.raw+json"
            let rawType = [("content-type", "application/vnd.github.raw+json; charset=utf-8")]
            switch request.path {
            case "/repos/atomicrobot/bottle-rocket/contents/big.bin" where raw:
                return LoopbackServer.Response(status: 200, headers: rawType, body: bigFile)
            case "/repos/atomicrobot/bottle-rocket/contents/big.txt" where raw:
                return LoopbackServer.Response(status: 200, headers: rawType, body: text)
            case "/repos/atomicrobot/bottle-rocket/contents/big.txt":
                return .json(200, #"{"name":"big.txt","path":"big.txt","sha":"0b6b3c1f","size":\#(text.count),"type":"file","content":"","encoding":"none"}"#)
            case "/repos/atomicrobot/bottle-rocket/contents/huge.bin" where raw:
                return LoopbackServer.Response(status: 200, headers: rawType, body: Data(count: (100 << 20) + 1))
            case "/repos/atomicrobot/bottle-rocket/contents/huge.bin":
                return .json(200, #"{"name":"huge.bin","path":"huge.bin","sha":"9f1d","size":1000,"type":"file","content":"","encoding":"none"}"#)
            default: return nil
            }
        }
    }

    /// A file past 1 MB is asked for twice (its contents JSON, then its raw bytes) through the
    /// run's one service: one budget, one failure streak, one transport and its connections.
    @Test @MainActor func aLargeFileIsReadThroughTheRunsOneService() async throws {
        let fixture = try Self.largeFiles()
        let made = Locked(0)
        let run = try await fixture.repos(
            ["show", "bottle-rocket", "big.txt"],
            makeTransport: { settings in
                made.withLock { $0 += 1 }
                return CurlTransport(settings: settings)
            })
        #expect(run.status == 0)
        #expect(fixture.server.requests.filter { $0.path.hasSuffix("/big.txt") }.count == 2)
        #expect(made.withLock { $0 } == 1)
    }

    /// A reader that goes away ends a streamed file as quietly as a listing: no Error line, the
    /// same exit status as `list | head`.
    @Test func aStreamedFileEndsQuietlyWhenItsReaderGoes() async throws {
        let fixture = try Self.largeFiles()
        let folder = try fixture.folder("head")
        let status = folder.appendingPathComponent("status")
        let binary = BinaryRunner.binary.path
        let run = try await BinaryRunner.shell(
            "{ '\(binary)' show bottle-rocket big.txt; echo $? > '\(status.path)'; } | head -1; { '\(binary)' list big-org; echo $? >> '\(status.path)'; } | head -1",
            environment: ["GITHUB_API_URL": fixture.server.baseURL.absoluteString, "XDG_CACHE_HOME": fixture.cacheHome.path])
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.lines.first == "line 1 of a file past the contents API's 1 MB")
        #expect(try String(contentsOf: status, encoding: .utf8) == "0\n0\n")
    }

    @Test func aFilePastOneMegabyteIsReadRawWrittenAsItArrivesPipedAndDrawnOnATerminal() async throws {
        let fixture = try Self.largeFiles()
        let folder = try fixture.folder("show")
        let written = folder.appendingPathComponent("big.bin")
        let piped = try await BinaryRunner.shell(
            "'\(BinaryRunner.binary.path)' show bottle-rocket big.bin | cat > '\(written.path)'",
            environment: ["GITHUB_API_URL": fixture.server.baseURL.absoluteString, "XDG_CACHE_HOME": fixture.cacheHome.path])
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
        #expect(try Data(contentsOf: written) == Self.bigFile)
        // The contents JSON first, then the raw media type, never cached (a second run asks again).
        let requests = fixture.server.requests.filter { $0.path.hasSuffix("/big.bin") }
        #expect(requests.map { $0.headers["accept"] ?? "" } == ["application/vnd.github+json", "application/vnd.github.raw+json"])

        let drawn = try await fixture.repos(["show", "bottle-rocket", "big.txt"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        #expect(drawn.status == 0 && drawn.stdout.hasPrefix("    1  line 1 of a file past the contents API's 1 MB\n"))
        #expect(drawn.stdout.hasSuffix("40000  line 40000 of a file past the contents API's 1 MB\n"))
        let binary = try await fixture.repos(["show", "bottle-rocket", "big.bin"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        #expect(binary.stdout == "big.bin: binary file, 3 MiB, not drawn; pipe it to a file\n", "\(binary.stdout)")
    }

    @Test func aServerAnsweringTheRawRequestWithJSONWritesNothing() async throws {
        // The plain fixtures answer every request for big.bin with its JSON, whatever was asked.
        let fixture = try Fixture()
        let run = try await fixture.repos(["show", "bottle-rocket", "big.bin"])
        #expect(run.status != 0 && run.stdout.isEmpty, "\(run.stdout.prefix(80))")
        #expect(run.stderr.hasPrefix("Error: ") && run.stderr.contains("not the file's raw bytes") && run.stderr.split(separator: "\n").count == 1)
    }

    @Test func aServerSendingPastTheFileBoundIsStoppedThere() async throws {
        let fixture = try Self.largeFiles()
        let run = try await fixture.repos(["show", "bottle-rocket", "huge.bin"])
        #expect(run.status != 0 && run.stderr.hasPrefix("Error: ") && run.stderr.contains("larger than 100 MiB"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        // What arrived before the bound was written; the error line says the output is not whole.
        #expect(run.stdout.utf8.count <= 100 << 20)
    }

    @Test func whatIsNotAFileIsOneErrorLine() async throws {
        let fixture = try Fixture()
        let cases: [(String, String)] = [
            ("Sources", "Error: 'Sources' is a directory; list it with repos tree atomicrobot/bottle-rocket Sources\n"),
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
        // Without colour, headings and styles marked as the author wrote them; a link's target
        // listed once below its paragraph.
        #expect(lines.first == "# Bottle Rocket")
        #expect(lines.contains("A **tiny** HTTP toolkit for `iOS` apps. See the docs[1]."))
        #expect(lines.contains("  [1] https://atomicrobot.com/docs"))
        #expect(lines.contains("  ◦ kept for old apps") && lines.contains("│ Retries back off.") && lines.contains("  │ let client = Rocket()"))
        #expect(lines.contains("Title ^[]0;pwned^G stays safe."))
        let piped = try await fixture.repos(["readme", "bottle-rocket"])
        #expect(piped.stdout.hasPrefix("# Bottle Rocket\r\n\r\nA **tiny** HTTP toolkit"))
        #expect(fixture.server.requests.map(\.path) == ["/repos/atomicrobot/bottle-rocket/readme", "/repos/atomicrobot/bottle-rocket/readme"])
        // Links: OSC 8 hyperlinks where the terminal follows them, asked or known; text elsewhere.
        let link = "\u{1B}]8;;https://atomicrobot.com/docs\u{1B}\\docs\u{1B}]8;;\u{1B}\\."
        for (environment, linked) in [
            (["FORCE_HYPERLINK": "1"], true), (["TERM_PROGRAM": "WezTerm"], true), (["TERM_PROGRAM": "WezTerm", "TMUX": "/tmp/t,1,0"], false),
            (["TERM_PROGRAM": "WezTerm", "FORCE_HYPERLINK": "0"], false), ([:], false),
        ] {
            let run = try await fixture.repos(["readme", "bottle-rocket"], environment: environment.merging(["NO_COLOR": "1"]) { $1 }, terminalWidth: 80)
            #expect(run.stdout.contains(link) == linked && run.stdout.contains("[1] https://atomicrobot.com/docs") != linked, "\(environment)")
        }
        let none = try await fixture.repos(["readme", "launchpad"])
        #expect(none.status == 1 && none.stderr == "Error: a README in atomicrobot/launchpad not found; check the name, or set GH_TOKEN if it is private\n")
    }

    /// A README as popular ones open, an HTML header with a logo and linked badges, read through
    /// the real transport: drawn as GitHub renders it, its relative links on the configured host's
    /// pages for the repository at the ref, nothing of its HTML printed; piped, its exact bytes.
    @Test func anHTMLHeavyReadmeIsDrawnAsGitHubRendersIt() async throws {
        let readme = try String(contentsOf: MarkdownFixtures.url("html-header"), encoding: .utf8)
        let encoded = Data(readme.utf8).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        let object: [String: Any] = [
            "type": "file", "encoding": "base64", "name": "README.md", "path": "README.md", "size": readme.utf8.count,
            "sha": "3d21ec53a331a6f037a91c368710b99387d012c1", "content": encoded,
        ]
        let body = try JSONSerialization.data(withJSONObject: object)
        let fixture = try Fixture { request, _ in
            request.path == "/repos/atomicrobot/launchpad-ui/readme"
                ? LoopbackServer.Response(status: 200, headers: [("content-type", "application/json")], body: body) : nil
        }
        let shown = try await fixture.repos(["readme", "launchpad-ui", "--ref", "v2.0"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        #expect(shown.status == 0, "\(shown.stderr)")
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "▣ CI[2] ▣ License: MIT[3] ▣ Swift versions[4]" }, "\(lines)")
        let web = fixture.server.baseURL.absoluteString
        #expect(lines.contains("  [3] \(web)/atomicrobot/launchpad-ui/blob/v2.0/LICENSE"), "\(lines)")
        #expect(!shown.stdout.contains("<") && !shown.stdout.contains("never shown") && !shown.stdout.contains("]("))
        let piped = try await fixture.repos(["readme", "launchpad-ui", "--ref", "v2.0"])
        #expect(piped.stdout == readme)
    }

    /// A README past the 1 MB the contents API sends (GitHub's answer has no content then) is
    /// read raw: its exact bytes piped, rendered on a terminal; one past what a terminal draws is
    /// refused with one line, never written as nothing with exit 0.
    @Test(arguments: [(1_500_000, true), (5_000_000, false)])
    func aReadmePastOneMegabyteIsReadRaw(size: Int, drawn: Bool) async throws {
        let markdown = Data(("# Huge\n\n" + String(repeating: "A line of the huge README, over and over.\n", count: size / 42)).utf8)
        let fixture = try Fixture { request, _ in
            switch request.path {
            case "/repos/atomicrobot/huge/readme":
                let sha = String(repeating: "a", count: 40)
                return .json(
                    200, #"{"name":"README.md","path":"README.md","sha":"\#(sha)","size":\#(markdown.count),"type":"file","content":"","encoding":"none"}"#)
            case "/repos/atomicrobot/huge/contents/README.md" where request.headers["accept"] == "application/vnd.github.raw+json":
                return LoopbackServer.Response(status: 200, headers: [("content-type", "application/vnd.github.raw+json; charset=utf-8")], body: markdown)
            default: return nil
            }
        }
        let piped = try await fixture.repos(["readme", "huge"])
        #expect(piped.status == 0 && Data(piped.stdout.utf8) == markdown, "\(piped.stderr)")
        let shown = try await fixture.repos(["readme", "huge"], environment: ["NO_COLOR": "1"], terminalWidth: 80)
        if drawn {
            #expect(
                shown.status == 0 && shown.stdout.uppercased().hasPrefix("# HUGE\n") && shown.stdout.contains("A line of the huge README"), "\(shown.stderr)")
        } else {
            #expect(shown.status == 1 && shown.stdout.isEmpty)
            #expect(shown.stderr == "Error: README.md is 4.7 MiB, more than the 4 MiB repos reads here; pipe it: repos readme atomicrobot/huge > README\n")
        }
    }
}
