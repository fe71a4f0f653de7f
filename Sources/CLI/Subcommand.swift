/// The subcommands, each mapped to its command type by an exhaustive switch: a new case that is
/// not given a command does not compile.
enum Subcommand: String, CaseIterable, Sendable {
    case list, commits, commit, activity, cache, completion, man, help

    /// The command that runs it.
    var command: any Command.Type {
        switch self {
        case .list: return ListCommand.self
        case .commits: return CommitsCommand.self
        case .commit: return CommitCommand.self
        case .activity: return ActivityCommand.self
        case .cache: return CacheCommand.self
        case .completion: return CompletionCommand.self
        case .man: return ManCommand.self
        case .help: return HelpCommand.self
        }
    }

    /// Its declaration.
    var declaration: CommandDeclaration { command.declaration }

    /// The subcommand called `name`, or a usage error with a suggestion.
    static func named(_ name: String) throws(UsageError) -> Subcommand {
        guard let found = Subcommand(rawValue: name) else {
            throw UsageError(ArgumentParser.unknown(InputRules.printable(name), candidates: allCases.map(\.rawValue), kind: "subcommand"))
        }
        return found
    }
}
