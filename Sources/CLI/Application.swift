import Foundation
import Service
import Views

/// `repos` as a library: parses the command line, runs the command, and returns the exit code.
/// Nothing here calls `exit`, so the whole program can be tested in-process.
@MainActor
public final class Application {
    private let context: RunContext
    private let interruption = Interruption()

    /// Creates the application for one run.
    public init(context: RunContext) { self.context = context }

    /// Cancels the requests in flight (Ctrl-C); the run then ends with `ExitCode.interrupted`.
    public func interrupt() {
        interruption.action?()
    }

    /// Runs the command line and returns the exit code.
    public func run() async -> Int32 {
        do {
            return try await dispatch(context.arguments)
        } catch {
            return usage(error)
        }
    }

    private func dispatch(_ arguments: [String]) async throws(UsageError) -> Int32 {
        let width = context.terminalWidth ?? 80
        guard let first = arguments.first else {
            return print(HelpFormatter.root(CommandCatalog.all, version: CommandCatalog.version, width: width))
        }
        switch first {
        case "--version", "version":
            return print("repos \(CommandCatalog.version)\n")
        case "-h", "--help":
            return print(HelpFormatter.root(CommandCatalog.all, version: CommandCatalog.version, width: width))
        case "help":
            guard let topic = arguments.dropFirst().first else {
                return print(HelpFormatter.root(CommandCatalog.all, version: CommandCatalog.version, width: width))
            }
            guard let spec = CommandCatalog.spec(named: topic) else { throw unknownCommand(topic) }
            return print(HelpFormatter.command(spec, width: width))
        case "cache":
            return try CacheCommand.run(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let spec = CommandCatalog.spec(named: first) else { throw unknownCommand(first) }
        let words = Array(arguments.dropFirst())
        let parsed = try ArgumentParser.parse(words, spec: spec)
        if parsed.has("help") { return print(HelpFormatter.command(spec, width: width)) }
        let fields: [String]
        switch spec.name {
        case "list": fields = GitHubFields.repository
        case "commits": fields = GitHubFields.commit
        default: fields = GitHubFields.commitDetail
        }
        let global = try GlobalOptions(parsed, fields: fields, command: spec.name, context: context)
        let run = CommandRun(context: context, global: global, interruption: interruption)
        switch spec.name {
        case "list": return try await ListCommand.run(parsed, run)
        case "commits": return try await CommitsCommand.run(parsed, run)
        default: return try await CommitCommand.run(parsed, run)
        }
    }

    private func unknownCommand(_ word: String) -> UsageError {
        UsageError(ArgumentParser.unknown(InputRules.printable(word), candidates: CommandCatalog.all.map(\.name) + ["cache", "help"], kind: "subcommand"))
    }

    private func print(_ text: String) -> Int32 {
        _ = context.stdout.write(text)
        return ExitCode.success.rawValue
    }

    private func usage(_ error: UsageError) -> Int32 {
        var text = "Error: \(error.message)\n"
        if let name = error.command, let spec = CommandCatalog.spec(named: name) {
            text += "Usage: \(spec.usage)\n  See 'repos \(name) --help' for more information.\n"
        } else {
            text += "Usage: repos <subcommand> [<options>]\n  See 'repos --help' for more information.\n"
        }
        context.stderr.write(text)
        return ExitCode.usage.rawValue
    }
}
