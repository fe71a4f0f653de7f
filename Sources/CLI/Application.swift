import Foundation
import Service
import Views

/// `repos` as a library: parses the command line, runs the command, and returns the exit code.
/// Nothing here calls `exit`, so the whole program can be tested in-process.
@MainActor
public final class Application {
    /// The version `--version` prints.
    public nonisolated static let version = "0.2.0"

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
        var subcommand: Subcommand?
        do {
            let (found, words) = try split(context.arguments)
            subcommand = found
            guard let found else {
                return write(words.contains("--version") ? "repos \(Self.version)\n" : HelpFormatter.root(width: width))
            }
            let declaration = found.declaration
            let parsed = try ArgumentParser.parse(words, declaration: declaration)
            if parsed.flags.contains("help") { return write(HelpFormatter.command(declaration, width: width)) }
            return try await found.command.run(parsed, Invocation(context: context, interruption: interruption))
        } catch {
            return usage(error, subcommand: subcommand)
        }
    }

    /// The subcommand and the words for its parser: options written before the subcommand
    /// (`repos -v list`) join the words after it. Without a subcommand, only `--version` and
    /// `-h`/`--help` are accepted.
    private func split(_ arguments: [String]) throws(UsageError) -> (Subcommand?, [String]) {
        // Every option any command declares may stand before the subcommand; the subcommand's own
        // parser then decides whether it applies.
        let everything = CommandDeclaration(name: "", abstract: "", options: Subcommand.allCases.flatMap(\.declaration.options))
        let leading = ArgumentParser.leadingOptions(arguments, in: everything)
        guard leading < arguments.count else {
            for word in arguments where !["--version", "-h", "--help"].contains(word) {
                throw UsageError("Missing subcommand before '\(InputRules.printable(word))'")
            }
            return (nil, arguments)
        }
        let name = arguments[leading]
        if name.hasPrefix("-"), !["--version", "-h", "--help"].contains(name) {
            throw UsageError(ArgumentParser.unknown(InputRules.printable(name), candidates: ["--version", "--help"]))
        }
        if ["--version", "-h", "--help"].contains(name) { return (nil, [name]) }
        let subcommand = try Subcommand.named(name)
        return (subcommand, Array(arguments[..<leading]) + Array(arguments[(leading + 1)...]))
    }

    private var width: Int { context.terminalWidth ?? 80 }

    private func write(_ text: String) -> Int32 {
        context.stdout.write(text)
        return ExitCode.success.rawValue
    }

    /// `Error: …`, `Usage: …`, and one line pointing at the help.
    private func usage(_ error: UsageError, subcommand: Subcommand?) -> Int32 {
        var text = "Error: \(error.message)\n"
        if let name = error.command ?? subcommand?.rawValue, let found = Subcommand(rawValue: name) {
            text += "Usage: \(found.declaration.usage)\n  See 'repos \(name) --help' for more information.\n"
        } else {
            text += "Usage: repos <subcommand> [<options>]\n  See 'repos --help' for more information.\n"
        }
        context.stderr.write(text)
        return ExitCode.usage.rawValue
    }
}
