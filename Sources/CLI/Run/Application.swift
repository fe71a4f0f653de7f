import ArgumentParser
import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Service
import Views

/// A command of `repos`: a parsable command that runs in the process's environment and returns
/// its exit code. Every subcommand of `Repos` is one.
protocol RunnableCommand: ParsableCommand {
    /// Runs with the parsed command line; returns the exit code.
    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32
}

extension RunnableCommand {
    /// Every command but the root is a subcommand of `repos`.
    static var superCommandName: String? { Repos.commandName }
}

/// `repos` as a library: parses the command line, runs the command, and returns the exit code.
/// Nothing here calls `exit`, so the whole program can be tested in-process.
@MainActor
public final class Application {
    private let environment: RunEnvironment

    /// Creates the application for one run.
    public init(environment: RunEnvironment) {
        self.environment = environment
    }

    /// Cancels the requests in flight (Ctrl-C); the run then ends with `ExitCode.interrupted`.
    public func interrupt() {
        environment.interrupts.send()
    }

    /// Runs the command line and returns the exit code.
    public func run() async -> Int32 {
        // Whatever a chunked stdout still holds goes out before the exit code does.
        defer {
            // With -v, the last line says what the run cost, however it ended.
            if let cost = environment.cost.summary() { environment.stderr.write(cost) }
            environment.stdout.flush()
            environment.stderr.flush()
        }
        var subcommand: (any ParsableCommand.Type)?
        do throws(UsageError) {
            let (found, words) = try split(environment.arguments)
            subcommand = found
            let command = found ?? Repos.self
            let declaration = command.declaration
            let parsed = try CommandLineParser.parse(words, declaration: declaration)
            if parsed.wantsHelp {
                return Repos.show(help: found == nil ? Repos.help(width: width) : HelpFormatter.command(declaration, width: width), environment: environment)
            }
            guard let runnable = command as? any RunnableCommand.Type else {
                throw UsageError("internal: '\(command.commandName)' cannot run")
            }
            return try await runnable.decode(parsed).run(environment)
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
        // Reading every command's declaration costs milliseconds of reflection at start, so it
        // is done only when an option does stand first.
        let root = Repos.declaration
        // `--version` and `--help` alone are the root's, and need no subcommand read.
        if arguments.count == 1, let word = arguments.first, isRootOption(word, root) { return (nil, arguments) }
        let leading =
            arguments.first?.hasPrefix("-") == true
            ? CommandLineParser.leadingOptions(arguments, in: Repos.subcommands.flatMap { $0.declaration.options }) : 0
        guard leading < arguments.count else {
            for word in arguments where !isRootOption(word, root) {
                throw UsageError("Missing subcommand before '\(InputRules.printable(word))'")
            }
            return (nil, arguments)
        }
        let name = arguments[leading]
        if name.hasPrefix("-") {
            guard isRootOption(name, root) else {
                throw UsageError(CommandLineParser.unknown(InputRules.printable(name), candidates: root.options.map { "--\($0.long)" }))
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

    private var width: Int { environment.terminalWidth ?? 80 }

    /// `Error: …`, `Usage: …`, and one line pointing at the help.
    private func usage(_ error: UsageError, subcommand: (any ParsableCommand.Type)?) -> Int32 {
        // The message quotes what was typed: it is made safe here, where it is written.
        var text = "Error: \(InputRules.escaped(error.message))\n"
        if !error.showsUsage {
            environment.stderr.write(text)
            return ExitCode.usage.rawValue
        }
        if let name = error.command ?? subcommand?.commandName, let found = try? Repos.subcommand(named: name) {
            text += "Usage: \(found.declaration.usage)\n  See 'repos \(name) --help' for more information.\n"
        } else {
            text += "Usage: repos <subcommand> [<options>]\n  See 'repos --help' for more information.\n"
        }
        environment.stderr.write(text)
        return ExitCode.usage.rawValue
    }
}

/// The process around the application: signals, the real streams, and the exit, as
/// swift-argument-parser's `main()` is.
extension Application {
    /// Runs `repos` for this process and exits with its code.
    ///
    /// A closed stdout (`repos list | head -1`) must not kill the process with SIGPIPE, so it is
    /// ignored and the write reports EPIPE instead. Ctrl-C cancels the requests in flight and exits
    /// with 130.
    @MainActor
    public static func main(environment: RunEnvironment) async -> Never {
        limitMallocArenas()
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        let application = Application(environment: environment)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        interrupt.setEventHandler {
            MainActor.assumeIsolated { application.interrupt() }
            // What the interruption wrote (the progress line's erasure) goes out before the exit.
            environment.stderr.flush()
            exit(ExitCode.interrupted.rawValue)
        }
        interrupt.resume()
        let code = await application.run()
        interrupt.cancel()
        exit(code)
    }

    /// Two malloc arenas instead of glibc's eight per core: worker threads otherwise each keep
    /// their own, and a 10,000-repository listing peaked 6 to 10 MB higher (measured with the
    /// earlier URLSession transport).
    /// `mallopt` is not in Swift's Glibc module, so it is looked up by name.
    private static func limitMallocArenas() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let arenaMaximum: Int32 = -8  // M_ARENA_MAX in <malloc.h>
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaximum, 2)
        #endif
    }
}
