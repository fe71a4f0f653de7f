import CBuildInfo

/// The root command: `repos <subcommand>`, `repos --version`, `repos --help`. Its configuration
/// lists the subcommands; help, the man page and completions take them from here.
struct Repos: ParsableCommand {
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
            ListCommand.self, CommitsCommand.self, CommitCommand.self, ActivityCommand.self, BrowseCommand.self, CacheCommand.self, CompletionCommand.self,
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
            throw UsageError(ArgumentParser.unknown(InputRules.printable(name), candidates: subcommands.map { $0.commandName }, kind: "subcommand"))
        }
        return found
    }

    @MainActor
    func run(_ invocation: Invocation) async throws(UsageError) -> Int32 {
        invocation.context.stdout.write(showsVersion ? Self.versionLine + "\n" : HelpFormatter.root(width: invocation.context.terminalWidth ?? 80))
        return ExitCode.success.rawValue
    }
}
