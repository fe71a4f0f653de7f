import Foundation
import TestSupport
import Testing

/// The README's examples are tests (#57): every `repos …` and `scripts/run …` in its fenced
/// blocks (`ReadmeExamples` says which count) is run against the fixture server the README
/// starts, with what it must print named here: a new example not named here fails.
///
/// How one runs: as the shell runs it (`bash -c`, `pipefail` on), with the built `repos` first
/// on the PATH, `GITHUB_API_URL` pointing at a `fixture-server` this test starts, a cold
/// `XDG_CACHE_HOME` and `HOME` of its own, stdout piped. Three things stand in for what a reader's
/// shell has: a leading `NAME=value` is dropped (the README's assignment points at the fixture
/// server it starts, which is this test's); `scripts/run` is the built `repos` (what it runs after
/// building the release binary, which takes minutes); and a trailing `> file` is dropped, so what
/// would be written is checked on stdout. A pipeline into a program this system lacks (`jq` is
/// not among what scripts/setup installs) runs its `repos` part alone.
///
/// Each run must exit 0, print something, and write no `Error:` line; most must also print a
/// line drawn from the fixtures.
@Suite struct ReadmeExamplesTests {
    /// What one example must print: its stdout holds each of `shows`. `then` is run after it in
    /// the same shell, for what prints nothing by itself (a `source`).
    struct Verdict: Sendable {
        var shows: [String]
        var then: String?

        /// Run the example, expecting `shows`.
        static func run(shows: [String], then: String? = nil) -> Verdict { Verdict(shows: shows, then: then) }
    }

    /// Every example, by its words as `ReadmeExamples` reads them; each of `shows` begins a line
    /// of what it prints (leading spaces aside), and is drawn from what the fixture server serves.
    static let verdicts: [String: Verdict] = [
        "repos list atomicrobot --limit 3": .run(shows: [
            "atomicrobot/bottle-rocket\tA tiny HTTP toolkit for iOS apps.\tSwift\t412\t38\t", "atomicrobot/flux-capacitor\t", "atomicrobot/robot-arms\t",
        ]),
        "scripts/run list atomicrobot": .run(shows: ["atomicrobot/bottle-rocket\t", "atomicrobot/forked-lib\t"]),
        "GITHUB_API_URL=$(cat /tmp/repos.url) scripts/run list atomicrobot": .run(shows: ["atomicrobot/bottle-rocket\t", "atomicrobot/forked-lib\t"]),
        "repos compare atomicrobot/bottle-rocket release/1.0...main --patch --side-by-side": .run(shows: [
            "Status:     diverged: main is 130 ahead of release/1.0 and 2 behind it", "diff --git a/Sources/Client.swift b/Sources/Client.swift",
            "+    var timeout = 45",
        ]),
        // The window is relative, so the repositories are active-org's, which the fixture server
        // dates back from its own start: svc-0004's 11 commits are 5 hours to 10 days old.
        "repos activity active-org --since 2w": .run(shows: ["active-org/svc-0004\t11\t3\t"]),
        "repos prs workorg": .run(shows: ["workorg/repo-00001#1\tBump swift-nio to 1.17.1 🚀\tfrankie\topen\t@ana\t"]),
        "repos list big-org --all --jq 'length'": .run(shows: ["2000"]),
        "repos list big-org --all --jq '.[].full_name'": .run(shows: ["big-org/repo-00000", "big-org/repo-01999"]),
        "repos list atomicrobot --json name,stargazers_count --jq 'max_by(.stargazers_count).name'": .run(shows: ["launchpad"]),
        "repos list big-org --all --format ndjson --jq '{name, stars: .stargazers_count}'": .run(shows: [#"{"name":"repo-00001","stars":2919}"#]),
        "repos list big-org --all --json | jq -r '.[].full_name'": .run(shows: ["big-org/repo-01999"]),
        "repos list atomicrobot --json full_name,stargazers_count | jq 'sort_by(-.stargazers_count)'": .run(shows: [
            #""full_name": "atomicrobot/launchpad","#, #""stargazers_count": 1520"#,
        ]),
        "repos commits atomicrobot/bottle-rocket --json | jq -r '.[].commit.author.name' | sort | uniq -c": .run(shows: ["3 Ada Lovelace", "3 Linus Example"]),
        "repos commit atomicrobot/bottle-rocket d4049f4 --json | jq -r '.files[].filename'": .run(shows: [
            "Sources/Module01/File001.swift", "Sources/Module04/File004.swift",
        ]),
        "repos list atomicrobot | cut -f1": .run(shows: ["atomicrobot/forked-lib"]),
        "repos readme atomicrobot/bottle-rocket": .run(shows: ["# Bottle Rocket\r", "| Platform | Minimum |"]),
        "repos readme bottle-rocket --ref v2.4.0 > README.md": .run(shows: ["# Bottle Rocket 2.4"]),
        "repos tree bottle-rocket Sources --ref main": .run(shows: ["Sources/Rocket/Retry.swift"]),
        "repos show bottle-rocket Sources/Rocket/Retry.swift": .run(shows: ["/// Retries with exponential backoff."]),
        "repos branches bottle-rocket": .run(shows: ["main\t1c27536eec6aa061eaef7feb6e844518af88b0d9\ttrue"]),
        "repos tags bottle-rocket": .run(shows: ["v2.4.0\td89bc5d6e0338dade58e4a0847c7110310d4706a"]),
        "repos releases bottle-rocket --json": .run(shows: [#""tag_name": "v2.5.0","#]),
        "source <(repos completion bash)": .run(shows: ["complete -F _repos repos"], then: "complete -p repos"),
        #"repos completion zsh > "${fpath[1]}/_repos""#: .run(shows: ["#compdef repos"]),
        "repos completion fish > ~/.config/fish/completions/repos.fish": .run(shows: ["complete -c repos"]),
        "repos man | man -l -": .run(shows: ["REPOS(1)"]),
    ]

    @Test func everyExampleIsNamedWithWhatItPrints() throws {
        let readme = try ReadmeExamples()
        let unclassified = readme.examples.filter { Self.verdicts[$0.command] == nil }
        #expect(unclassified.isEmpty, "name each in ReadmeExamplesTests.verdicts: \(unclassified)")
        let gone = Set(Self.verdicts.keys).subtracting(readme.examples.map(\.command))
        #expect(gone.isEmpty, "no longer in README.md: \(gone.sorted())")
        #expect(readme.synopses.count == 1 && readme.synopses.first?.hasPrefix("repos list [<org>]") == true, "\(readme.synopses)")
    }

    @Test func everyExampleRunsAgainstTheFixtureServerAndPrintsWhatItShould() async throws {
        let readme = try ReadmeExamples()
        let server = try FixtureServerProcess()
        defer { server.stop() }
        let scratch = ScratchFolder("repos-readme-examples")
        let folder = BinaryRunner.binary.deletingLastPathComponent().path
        var ran = 0
        for example in readme.examples {
            guard let verdict = Self.verdicts[example.command] else { continue }
            let (shows, then) = (verdict.shows, verdict.then)
            let environment = [
                "GITHUB_API_URL": server.baseURL.absoluteString,
                "XDG_CACHE_HOME": scratch.url.appendingPathComponent("cache-\(ran)").path,
                "HOME": scratch.url.path,
                "PATH": folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            ]
            let script = "set -o pipefail; " + Self.shellText(example.command) + (then.map { " && " + $0 } ?? "")
            let run = try await BinaryRunner.shell(script, environment: environment)
            ran += 1
            #expect(run.status == 0, "\(example): exit \(run.status)\n\(run.stderr)")
            #expect(!run.stdout.isEmpty, "\(example): printed nothing\n\(run.stderr)")
            #expect(!run.stderr.contains("Error:"), "\(example):\n\(run.stderr)")
            // Split at each line feed: in Swift a CRLF is one Character, and GitHub's bytes keep theirs.
            let lines = run.stdout.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0).drop(while: { $0 == " " }) }
            for line in shows {
                #expect(lines.contains { $0.hasPrefix(line) }, "\(example): no line begins \(line.debugDescription) in\n\(run.stdout.prefix(2_000))")
            }
        }
        #expect(ran > 0)
    }

    /// The reading of blocks, lines and commands that decides what counts.
    @Test func examplesAreReadFromFencedBlocksAsTheShellSplitsThem() {
        let markdown = """
            Run `repos list inline` in prose: not an example.

            ```
            $ repos list acme --limit 3
            NAME  repos list output-line
            ```

            ```
            repos tree x; repos tags x && echo done   # a comment; repos nope
            GITHUB_API_URL=$(cat /tmp/a b) scripts/run list x | jq -r '.[] | "a; b"'
            source <(repos completion bash)
            apt-get install repos
            ```

            ```
            repos show <repo> <path>    a synopsis
            ```
            """
        let read = ReadmeExamples(markdown: markdown)
        #expect(
            read.examples.map(\.command) == [
                "repos list acme --limit 3", "repos tree x", "repos tags x",
                "GITHUB_API_URL=$(cat /tmp/a b) scripts/run list x | jq -r '.[] | \"a; b\"'", "source <(repos completion bash)",
            ])
        #expect(read.examples.map(\.line) == [4, 9, 9, 10, 11])
        #expect(read.synopses == ["repos show <repo> <path>    a synopsis"])
        #expect(Self.shellText("GITHUB_API_URL=$(cat /tmp/a b) scripts/run list x | sort > out.txt") == "repos list x | sort")
        #expect(Self.shellText("repos list x --json | no-such-program-here -r . | sort") == "repos list x --json")
    }

    /// `command` as this test runs it: leading assignments dropped, `scripts/run` as `repos`, a
    /// trailing redirection dropped, and a pipeline into a program not installed cut to its first
    /// part.
    static func shellText(_ command: String) -> String {
        var words = Array((ShellWords(command).commands.first ?? []).drop(while: ShellWords.isAssignment))
        if words.first == "scripts/run" { words[0] = "repos" }
        if let redirection = words.firstIndex(of: ">") { words.removeSubrange(redirection...) }
        let stages = words.split(separator: "|")
        if stages.dropFirst().contains(where: { $0.first.map { !isInstalled($0) } ?? true }) { return (stages.first ?? []).joined(separator: " ") }
        return words.joined(separator: " ")
    }

    private static func isInstalled(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
        }
    }
}
