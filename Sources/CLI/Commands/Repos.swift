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
        abstract: "Browse a GitHub organization from the terminal, with no clone.",
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

    /// `repos --help`: the parser's root help, the global options and the exit codes, each line
    /// within the width; the environment variables and the limits are the man page's, named in
    /// one line.
    static func help(width: Int) -> String {
        let variables = [EnvironmentVariable.token, .apiURL, .organization, .cacheHome, .pager].flatMap(\.variables).joined(separator: ", ")
        return HelpFormatter.root(
            Repos.self, width: width,
            sections: [
                (
                    "GLOBAL OPTIONS (before or after the subcommand):",
                    HelpFormatter.wrap(globalOptions.map(\.synopsis).joined(separator: ", "), width: width, indent: "  ")
                ),
                (
                    "EXIT CODES:",
                    ExitCode.allCases.flatMap { HelpFormatter.row(String($0.rawValue), $0.meaning, width: width) }
                        + [""] + HelpFormatter.wrap("See 'repos help <subcommand>' for detailed help.", width: width, indent: "  ")
                ),
                (
                    "ENVIRONMENT AND LIMITS:",
                    HelpFormatter.wrap("\(variables) and more, and every bound repos keeps: see 'repos man'.", width: width, indent: "  ")
                ),
            ])
    }

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        guard !showsVersion else {
            environment.stdout.write(Self.versionLine + "\n")
            return ExitCode.success.rawValue
        }
        return Self.show(help: Self.help(width: environment.terminalWidth ?? 80), environment: environment)
    }

    /// Writes help (`repos`, `--help`, `repos help`): through the pager when it is taller than the
    /// terminal, as every long output is, except on a dumb one, which cannot page.
    @MainActor
    static func show(help text: String, environment: RunEnvironment) -> Int32 {
        if environment.canPage, let height = environment.terminalHeight, text.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) >= height,
            let pager = PagerCommand.named(in: environment.variables)
        {
            environment.stdout.flush()
            if case .shown = Pager.show(text, through: pager, environment: environment.variables) { return ExitCode.success.rawValue }
        }
        environment.stdout.write(text)
        return ExitCode.success.rawValue
    }
}
