import ArgumentParser
import Foundation
import Models
import Service
import TestSupport
import Views
import Testing

@testable import CLI

/// Completion scripts and the man page, generated from the declarations and tried in the real
/// shell and the real `man`.
@Suite struct CompletionAndManTests {
    /// Completes `words` (the last one being typed) with the bash script, as bash would.
    private func bashCompletions(_ words: [String]) async throws -> [String] {
        let scratch = ScratchFolder("completion")
        defer { withExtendedLifetime(scratch) {} }
        let folder = scratch.url
        let script = folder.appendingPathComponent("repos.bash")
        try CompletionScript(root: Repos.self).script(for: .bash).write(to: script, atomically: false, encoding: .utf8)
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        let run = try await BinaryRunner.shell(
            "source '\(script.path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _repos; printf '%s\\n' \"${COMPREPLY[@]}\"")
        #expect(run.status == 0, "\(run.stderr)")
        return run.lines.filter { !$0.isEmpty }
    }

    @Test func bashCompletesSubcommandsOptionsAndValues() async throws {
        #expect(try await bashCompletions(["repos", "co"]) == ["commits", "commit", "compare", "completion"])
        #expect(try await bashCompletions(["repos", "list", "--fo"]) == ["--fork", "--format"])
        #expect(try await bashCompletions(["repos", "list", "--format", ""]) == ["table", "tsv", "json", "ndjson", "csv"])
        #expect(try await bashCompletions(["repos", "list", "--sort", "st"]) == ["stars"])
        #expect(try await bashCompletions(["repos", "cache", ""]).suffix(2) == ["info", "clear"])
        #expect(try await bashCompletions(["repos", "completion", "f"]) == ["fish"])
        // Global options before the subcommand, with their values, are stepped over.
        #expect(try await bashCompletions(["repos", "-v", "--api-url", "http://x", "commit", "--pa"]) == ["--patch"])
        #expect(try await bashCompletions(["repos", "activity", "--si"]) == ["--since"])
    }

    @Test(arguments: [CompletionScript.Shell.zsh, .fish])
    func zshAndFishNameEverySubcommandAndOption(shell: CompletionScript.Shell) {
        let script = CompletionScript(root: Repos.self).script(for: shell)
        for subcommand in Repos.subcommands {
            #expect(script.contains(subcommand.commandName))
            for option in subcommand.declaration.options {
                #expect(script.contains(shell == .fish ? "-l \(option.long)" : "--\(option.long)"), "\(shell): --\(option.long) of \(subcommand)")
            }
        }
        #expect(script.contains("table tsv json ndjson csv"))
    }

    @Test(.enabled(if: LinuxTools.available)) func theManPageRendersAndNamesEveryCommandOptionAndVariable() async throws {
        let fixture = try Fixture()
        let page = try await fixture.repos(["man"])
        #expect(page.status == 0)
        let file = fixture.cacheHome.appendingPathComponent("repos.1")
        try FileManager.default.createDirectory(at: fixture.cacheHome, withIntermediateDirectories: true)
        try page.stdout.write(to: file, atomically: false, encoding: .utf8)
        let rendered = try await BinaryRunner.shell("MANWIDTH=200 man -l '\(file.path)' | col -b")
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let text = rendered.stdout
        for heading in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "GLOBAL OPTIONS", "BROWSE KEYS", "ENVIRONMENT", "FILES", "LIMITS", "EXIT STATUS", "EXAMPLES",
        ] {
            #expect(text.contains("\n" + heading + "\n"), "\(heading)")
        }
        for subcommand in Repos.subcommands {
            #expect(text.contains("repos \(subcommand.commandName)"))
            for option in subcommand.declaration.options { #expect(text.contains("--\(option.long)"), "--\(option.long)") }
        }
        for variable in ["GH_TOKEN", "GITHUB_TOKEN", "GITHUB_API_URL", "REPOS_ORG", "XDG_CACHE_HOME", "REPOS_PAGER", "PAGER", "NO_COLOR", "COLUMNS"] {
            #expect(text.contains(variable), "\(variable)")
        }
        #expect(text.contains("gh auth token"))
        for binding in KeyBinding.all { #expect(text.contains(binding.meaning), "\(binding.keys)") }
        for limit in Limit.allCases { #expect(text.contains(limit.shown), "\(limit)") }
    }

    /// The project's README, whose tables the declarations must match.
    static func readme() throws -> String {
        try String(contentsOf: FixtureRouter.directory.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Expects the README's table under `header` (its heading row and rule), up to the blank line
    /// that ends it, to be `rows` in order.
    static func expectReadmeTable(headed header: String, rows: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let table = try readme().components(separatedBy: header).dropFirst().first?.components(separatedBy: "\n\n").first
        #expect(table == rows.joined(separator: "\n"), sourceLocation: sourceLocation)
    }

    /// The README's exit-code table is the one `ExitCode` documents, row for row and in order.
    @Test func theReadmeListsEveryExitCodeAsDeclared() throws {
        try Self.expectReadmeTable(headed: "| code | meaning |\n|---|---|\n", rows: ExitCode.allCases.map { "| \($0.rawValue) | \($0.meaning) |" })
    }

    /// The README's option tables are the declarations': each network command's own options,
    /// then the global ones, with help, choices and defaults as `--help` shows them.
    @Test func theReadmeListsEveryOptionAsDeclared() throws {
        let readme = try Self.readme()
        let global = Set(Repos.globalOptions.map(\.long))
        for command in [
            ListCommand.self, CommitsCommand.self, CommitCommand.self, CompareCommand.self, ReadmeCommand.self, TreeCommand.self, ShowCommand.self,
            RefListCommand<BranchFields>.self, RefListCommand<TagFields>.self, RefListCommand<ReleaseFields>.self,
            ActivityCommand.self, WatchCommand.self, PullRequestsCommand.self, IssuesCommand.self, WorkItemCommand<PullRequestDetailFields>.self,
            WorkItemCommand<IssueDetailFields>.self, BrowseCommand.self,
        ] as [any ParsableCommand.Type] {
            let table = Self.optionTable(command.declaration.options.filter { !global.contains($0.long) })
            #expect(readme.contains("#### `repos \(command.commandName)`\n\n" + table), "\(command.commandName):\n\(table)")
        }
        let table = Self.optionTable(Repos.globalOptions)
        #expect(readme.contains("#### Global options\n\n" + table), "global:\n\(table)")
    }

    /// The README's table of browse keys is `KeyBinding.all`, row for row and in order.
    @Test func theReadmeListsEveryBrowseKeyAsDeclared() throws {
        try Self.expectReadmeTable(headed: "| key | action |\n|---|---|\n", rows: KeyBinding.all.map { "| \($0.keys) | \($0.meaning) |" })
    }

    /// The README's column tables are the views' column lists, row for row.
    @Test func theReadmeListsEveryColumnAsDeclared() throws {
        let readme = try Self.readme()
        func table<Row>(_ columns: [Field<Row>]) -> String {
            (["| key | meaning |", "|---|---|"] + columns.map { "| `\($0.key)` | \($0.meaning) |" }).joined(separator: "\n") + "\n"
        }
        #expect(readme.contains("#### `repos list`\n\n| key | meaning |") && readme.contains(table(RepositoryListView.fields)))
        #expect(readme.contains(table(CommitListView.fields)))
        #expect(readme.contains("#### `repos prs`\n\n" + table(WorkListView.pullRequestFields)))
        #expect(readme.contains("#### `repos issues`\n\n" + table(WorkListView.issueFields)))
    }

    /// A Markdown table of `options`: synopsis, help with its choices, default.
    private static func optionTable(_ options: [OptionDeclaration]) -> String {
        func code(_ text: String) -> String {
            text.replacingOccurrences(of: #"<[a-z-]+>"#, with: "`$0`", options: .regularExpression)
        }
        let rows = options.map { option in
            let choices = option.choices.map { " (\($0.joined(separator: ", ")))" } ?? ""
            return "| `\(option.synopsis)` | \(code(option.help))\(choices) | \(option.defaultText.map { "`\($0)`" } ?? "") |"
        }
        return (["| option | meaning | default |", "|---|---|---|"] + rows).joined(separator: "\n") + "\n"
    }

    /// The README's environment table is the one `EnvironmentVariable` documents, row for row and
    /// in order.
    @Test func theReadmeListsEveryEnvironmentVariableAsDeclared() throws {
        try Self.expectReadmeTable(headed: "| variable | meaning |\n|---|---|\n", rows: EnvironmentVariable.allCases.map(\.markdownRow))
    }

    /// The README's limits table is the one `Limit` documents, row for row.
    @Test func theReadmeListsEveryLimitAsDeclared() throws {
        let readme = try Self.readme()
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(" | ") }.map(String.init)
        for limit in Limit.allCases {
            #expect(rows.contains("| \(limit.shown) | \(limit.meaning) |"), "\(limit): | \(limit.shown) | \(limit.meaning) |")
        }
    }

    @Test func tallOutputOnATerminalGoesThroughThePagerAndNeverWhenPiped() async throws {
        let fixture = try Fixture()
        let record = fixture.cacheHome.appendingPathComponent("paged.txt")
        try FileManager.default.createDirectory(at: fixture.cacheHome, withIntermediateDirectories: true)
        let pager = ["PAGER": "cat > '\(record.path)'"]
        let short = try await fixture.repos(
            ["list", "atomicrobot", "--limit", "2", "--color", "never"], environment: pager, terminalWidth: 100, terminalHeight: 40)
        #expect(short.stdout.hasPrefix("NAME"))
        #expect(!FileManager.default.fileExists(atPath: record.path))
        let tall = try await fixture.repos(
            ["commit", "atomicrobot/bottle-rocket", CommitCommandsEndToEndTests.sha, "--patch", "--color", "always"], environment: pager, terminalWidth: 100,
            terminalHeight: 10)
        #expect(tall.status == 0)
        #expect(tall.stdout == "")
        let paged = try String(contentsOf: record, encoding: .utf8)
        #expect(paged.contains("diff --git a/Sources/Module01/File001.swift"))
        #expect(paged.contains("\u{1B}[32m"))
        let noPager = try await fixture.repos(
            ["commit", "atomicrobot/bottle-rocket", CommitCommandsEndToEndTests.sha, "--patch", "--no-pager"], environment: pager, terminalWidth: 100,
            terminalHeight: 10)
        #expect(noPager.stdout.contains("diff --git"))
        let piped = try await fixture.repos(
            ["commit", "atomicrobot/bottle-rocket", CommitCommandsEndToEndTests.sha, "--patch"], environment: ["PAGER": "false"])
        #expect(piped.stdout.contains("diff --git"))
    }

    @Test(.enabled(if: LinuxTools.available)) func thePagerThroughARealTerminal() async throws {
        let fixture = try Fixture()
        try FileManager.default.createDirectory(at: fixture.cacheHome, withIntermediateDirectories: true)
        let record = fixture.cacheHome.appendingPathComponent("pty-paged.txt").path
        let base = "\(fixture.shellVariables) PAGER='cat > \(record)'"
        let command = "stty rows 10 cols 100; \(BinaryRunner.binary.path) commit atomicrobot/bottle-rocket \(CommitCommandsEndToEndTests.sha) --patch"
        let run = try await BinaryRunner.shell("\(base) script -qec \"\(command)\" /dev/null")
        #expect(run.status == 0)
        #expect(!run.stdout.contains("diff --git"))
        #expect(try String(contentsOfFile: record, encoding: .utf8).contains("diff --git"))
    }

    @Test func quittingThePagerEarlyEndsQuietly() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(
            ["commit", "atomicrobot/bottle-rocket", CommitCommandsEndToEndTests.bigSHA], environment: ["REPOS_PAGER": "head -c 10 > /dev/null"],
            terminalWidth: 100, terminalHeight: 10)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }
}
