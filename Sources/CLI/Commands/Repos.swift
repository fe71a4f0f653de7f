import ArgumentParser
import CBuildInfo

/// The root command: `repos <subcommand>`, `repos --version`, `repos --help`. Its configuration
/// lists the subcommands; help, the man page and completions take them from here.
struct Repos: RunnableCommand {
    /// The version `--version` prints.
    static let version = "0.2.0"

    /// What `--version` prints: the version and, when the build said, the commit it was built
    /// from (`repos 0.2.0 (commit 1a2b3c4)`), as `gh --version` names its build.
    static var versionLine: String {
        let commit = String(cString: repos_build_commit())
        // Only a commit's hex digits are shown: the build line is trusted, but not blindly.
        let shown = commit.allSatisfy(\.isHexDigit) ? String(commit.prefix(12)) : ""
        return shown.isEmpty ? "repos \(version)" : "repos \(version) (commit \(shown))"
    }

    static let configuration = CommandConfiguration(
        commandName: "repos",
        abstract: "Browse a GitHub organization's repositories and commits from the terminal.",
        subcommands: [
            ListCommand.self, CommitsCommand.self, CommitCommand.self, CompareCommand.self, ReadmeCommand.self, TreeCommand.self, ShowCommand.self,
            RefListCommand<BranchFields>.self, RefListCommand<TagFields>.self, RefListCommand<ReleaseFields>.self,
            ActivityCommand.self, WatchCommand.self, PullRequestsCommand.self, IssuesCommand.self, WorkItemCommand<PullRequestDetailFields>.self,
            WorkItemCommand<IssueDetailFields>.self,
            BrowseCommand.self, CacheCommand.self, CompletionCommand.self,
            ManCommand.self, HelpCommand.self,
        ]
    )

    @Flag(name: "version", help: "Show the version (\(Repos.version)).")
    var showsVersion: Bool

    /// The subcommands, in the order help lists them.
    static var subcommands: [any ParsableCommand.Type] { configuration.subcommands }

    /// The options any network command takes, before or after the subcommand, for help and the
    /// man page.
    static var globalOptions: [OptionDeclaration] {
        OutputOptions<RepositoryFields>.declaredParts.options + NetworkOptions.declaredParts.options + [CommandDeclaration.helpOption]
    }

    /// The subcommand called `name`, or a usage error with a suggestion.
    static func subcommand(named name: String) throws(UsageError) -> any ParsableCommand.Type {
        guard let found = subcommands.first(where: { $0.commandName == name }) else {
            throw UsageError(CommandLineParser.unknown(InputRules.printable(name), candidates: subcommands.map { $0.commandName }, kind: "subcommand"))
        }
        return found
    }

    /// The root command is no one's subcommand.
    static let superCommandName: String? = nil

    /// `repos --help`: the parser's root help, then the environment variables, the global
    /// options and the exit codes.
    static func help(width: Int) -> String {
        HelpFormatter.root(
            Repos.self, width: width,
            sections: [
                ("ENVIRONMENT:", EnvironmentVariable.allCases.flatMap { HelpFormatter.row($0.names, $0.meaning, width: width) }),
                (
                    "GLOBAL OPTIONS (before or after the subcommand):",
                    HelpFormatter.wrap(globalOptions.map(\.synopsis).joined(separator: ", "), width: width, indent: "  ")
                ),
                ("EXIT CODES:", [ExitCode.documentation, "", "  See 'repos help <subcommand>' for detailed help."]),
            ])
    }

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        environment.stdout.write(showsVersion ? Self.versionLine + "\n" : Self.help(width: environment.terminalWidth ?? 80))
        return ExitCode.success.rawValue
    }
}
