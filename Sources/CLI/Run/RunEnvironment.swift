import Dispatch
import Foundation
import Reactive
import Service
import Views
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run environment: what a run of `repos` gets from its process, built once in `main`:
/// arguments, environment, streams, terminal facts, the network, the clock and the home
/// directory. This file is the one place that reads the process's environment, the wall clock and
/// the account's home; everything else is handed them.
public struct RunEnvironment: Sendable {
    /// The arguments after the program name.
    public var arguments: [String]
    /// Environment variables.
    public var variables: [String: String]
    /// Standard output.
    public var stdout: any TextSink
    /// Standard error.
    public var stderr: any TextSink
    /// Whether stdin is a terminal (`browse` reads its keys there).
    public var stdinIsTerminal: Bool
    /// Whether stdout is a terminal.
    public var stdoutIsTerminal: Bool
    /// Whether stderr is a terminal (progress is shown only then).
    public var stderrIsTerminal: Bool
    /// The terminal's columns, when stdout is one and says.
    public var terminalWidth: Int?
    /// The terminal's rows, when stdout is one and says: output taller than this is paged.
    public var terminalHeight: Int?
    /// Makes the transport (libcurl, or a test double).
    public var makeTransport: @Sendable (TransportSettings) -> any HTTPTransport
    /// The clock.
    public var now: @Sendable () -> Date
    /// Waits between attempts (backoff, `retry-after`, a rate limit's reset): real time on a
    /// serial queue, or a test's `TestScheduler`.
    public var wait: @Sendable (_ seconds: Double) -> AnyPublisher<Void, Never>
    /// The account's home directory, for the cache when neither `XDG_CACHE_HOME` nor `HOME` says.
    public var homeDirectory: String
    /// The system's time zone, where `$TZ` does not name one.
    public var systemTimeZone: TimeZone
    /// Ctrl-C: `Application.interrupt()` sends here, and a running command cancels its work.
    public let interrupts = PassthroughSubject<Void, Never>()
    /// What the run's requests cost, said at its end with `-v`.
    public let cost = RunCost()

    /// Where the service's waits elapse by default: serial, so a delay's completion never
    /// overtakes its value.
    private static let waitQueue = DispatchQueue(label: "repos.wait")

    /// Creates an environment.
    public init(
        arguments: [String], variables: [String: String], stdout: any TextSink, stderr: any TextSink,
        stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool, stderrIsTerminal: Bool = false, terminalWidth: Int?, terminalHeight: Int? = nil,
        makeTransport: @escaping @Sendable (TransportSettings) -> any HTTPTransport = { CurlTransport(settings: $0) },
        now: @escaping @Sendable () -> Date = { Date() },
        wait: (@Sendable (_ seconds: Double) -> AnyPublisher<Void, Never>)? = nil,
        homeDirectory: String = NSHomeDirectory(), systemTimeZone: TimeZone = TimeZone.current
    ) {
        self.arguments = arguments
        self.variables = variables
        self.stdout = stdout
        self.stderr = stderr
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.terminalWidth = terminalWidth
        self.terminalHeight = terminalHeight
        self.makeTransport = makeTransport
        self.now = now
        self.wait = wait ?? ServiceClock(now: now, scheduler: Self.waitQueue).wait
        self.homeDirectory = homeDirectory
        self.systemTimeZone = systemTimeZone
    }

    /// The response cache's folder: `$XDG_CACHE_HOME/repos`, else `~/.cache/repos` under `$HOME`,
    /// else under the account's home directory. The Service is handed the folder, never the
    /// variables' names.
    public var cacheDirectory: URL {
        if let xdg = EnvironmentVariable.cacheHome.value(in: variables), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("repos")
        }
        let home = EnvironmentVariable.home(in: variables) ?? homeDirectory
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/repos")
    }

    /// Whether output can go through a pager: stdout is a terminal, and not a dumb one (Emacs's
    /// shell), where less stops to say it cannot page and waits for Return.
    public var canPage: Bool { stdoutIsTerminal && !EnvironmentVariable.isDumbTerminal(in: variables) }

    /// Whether the terminal shows only ASCII (a locale that is not UTF-8, `TERM=vt100`): what
    /// is drawn for it, or handed to its pager, is folded to ASCII.
    public var showsOnlyASCII: Bool { EnvironmentVariable.showsOnlyASCII(in: variables) }

    /// The service's clock: `now` and `wait`.
    public var serviceClock: ServiceClock { ServiceClock(now: now, wait: wait) }

    /// The real process: its arguments, environment, stdout/stderr, and terminal.
    public static func process() -> RunEnvironment {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let size = isTerminal ? TerminalMode.size(of: STDOUT_FILENO) : nil
        let (width, height) = (size?.width, size?.height)
        let variables = ProcessInfo.processInfo.environment
        let stderrIsTerminal = isatty(STDERR_FILENO) == 1
        let ascii = EnvironmentVariable.showsOnlyASCII(in: variables)
        return RunEnvironment(
            arguments: Array(CommandLine.arguments.dropFirst()), variables: variables,
            stdout: FileDescriptorSink(descriptor: STDOUT_FILENO, chunkSize: FileDescriptorSink.outputChunk, foldsToASCII: ascii && isTerminal),
            stderr: FileDescriptorSink(descriptor: STDERR_FILENO, foldsToASCII: ascii && stderrIsTerminal),
            stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isTerminal, stderrIsTerminal: stderrIsTerminal, terminalWidth: width,
            terminalHeight: height
        )
    }
}
