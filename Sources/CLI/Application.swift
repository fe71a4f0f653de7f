import Foundation
import Service
import Views

/// `repos` as a library: parses the command line, runs the command, and returns the exit code.
/// Nothing here calls `exit`, so the whole program can be tested in-process.
@MainActor
public final class Application {
    private let context: RunEnvironment
    private let invocation: Invocation

    /// Creates the application for one run.
    public init(context: RunEnvironment) {
        self.context = context
        invocation = Invocation(context: context)
    }

    /// Cancels the requests in flight (Ctrl-C); the run then ends with `ExitCode.interrupted`.
    public func interrupt() {
        invocation.onInterrupt?()
    }

    /// Runs the command line and returns the exit code.
    public func run() async -> Int32 {
        // Whatever a chunked stdout still holds goes out before the exit code does.
        defer {
            context.stdout.flush()
            context.stderr.flush()
        }
        var subcommand: (any ParsableCommand.Type)?
        do {
            let (found, words) = try split(context.arguments)
            subcommand = found
            let command = found ?? Repos.self
            let declaration = command.declaration
            let parsed = try ArgumentParser.parse(words, declaration: declaration)
            if parsed.wantsHelp {
                context.stdout.write(found == nil ? HelpFormatter.root(width: width) : HelpFormatter.command(declaration, width: width))
                return ExitCode.success.rawValue
            }
            return try await command.decode(parsed).run(invocation)
        } catch {
            return usage(error, subcommand: subcommand)
        }
    }

    /// The subcommand and the words for its parser: options written before the subcommand
    /// (`repos -v list`) join the words after it. Without a subcommand, the words are the root
    /// command's (`--version`, `--help`).
    private func split(_ arguments: [String]) throws(UsageError) -> ((any ParsableCommand.Type)?, [String]) {
        // Every option any command declares may stand before the subcommand; the subcommand's own
        // parser then decides whether it applies.
        let everything = Repos.subcommands.flatMap { $0.declaration.options }
        let leading = ArgumentParser.leadingOptions(arguments, in: everything)
        let root = Repos.declaration
        guard leading < arguments.count else {
            for word in arguments where !isRootOption(word, root) {
                throw UsageError("Missing subcommand before '\(InputRules.printable(word))'")
            }
            return (nil, arguments)
        }
        let name = arguments[leading]
        if name.hasPrefix("-") {
            guard isRootOption(name, root) else {
                throw UsageError(ArgumentParser.unknown(InputRules.printable(name), candidates: root.options.map { "--\($0.long)" }))
            }
            return (nil, [name])
        }
        let subcommand = try Repos.subcommand(named: name)
        return (subcommand, Array(arguments[..<leading]) + Array(arguments[(leading + 1)...]))
    }

    /// Whether `word` is one of the root command's own options (`--version`, `-h`, `--help`).
    private func isRootOption(_ word: String, _ root: CommandDeclaration) -> Bool {
        root.options.contains { "--\($0.long)" == word || $0.short.map { "-\($0)" } == word }
    }

    private var width: Int { context.terminalWidth ?? 80 }

    /// `Error: …`, `Usage: …`, and one line pointing at the help.
    private func usage(_ error: UsageError, subcommand: (any ParsableCommand.Type)?) -> Int32 {
        var text = "Error: \(error.message)\n"
        if let name = error.command ?? subcommand?.commandName, let found = try? Repos.subcommand(named: name) {
            text += "Usage: \(found.declaration.usage)\n  See 'repos \(name) --help' for more information.\n"
        } else {
            text += "Usage: repos <subcommand> [<options>]\n  See 'repos --help' for more information.\n"
        }
        context.stderr.write(text)
        return ExitCode.usage.rawValue
    }
}
