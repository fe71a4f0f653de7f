import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the browse driver needs of a terminal, so the driver is tested with a recording one.
@MainActor
protocol TerminalPort: AnyObject {
    /// Takes the terminal: raw input, and for the full screen the alternate screen with the
    /// cursor hidden; false when there is no terminal.
    func enter() -> Bool
    /// Gives the terminal back as it was. Idempotent.
    func restore()
    /// Takes it again after a suspension.
    func reenter()
    /// Stops the process as Ctrl-Z does (the terminal given back first); returns once continued.
    func suspend()
    /// Writes every byte.
    func write(_ bytes: [UInt8])
    /// Columns and lines, when the terminal says.
    var size: (width: Int, height: Int)? { get }
}

/// The process's own terminal on two descriptors, through `TerminalMode`; and the loop that feeds
/// a driver its keys and signals from dispatch sources on the main queue until it ends.
@MainActor
final class LiveTerminal: TerminalPort {
    /// The most bytes read from the terminal at once.
    static let readSize = 4_096

    private let input: Int32
    private let output: Int32
    private let fullScreen: Bool

    /// The terminal on `input` and `output`; `fullScreen` false for the accessible mode.
    init(input: Int32, output: Int32, fullScreen: Bool) {
        self.input = input
        self.output = output
        self.fullScreen = fullScreen
    }

    func enter() -> Bool { TerminalMode.enter(input: input, output: output, fullScreen: fullScreen) }
    func restore() { TerminalMode.restore() }
    func reenter() { TerminalMode.reenter() }
    func write(_ bytes: [UInt8]) { TerminalMode.writeAll(output, bytes) }
    var size: (width: Int, height: Int)? { TerminalMode.size(of: output) }

    /// SIGSTOP rather than SIGTSTP: the kernel discards SIGTSTP in a process group with no shell
    /// above it (`sh -c`, a launcher), where Ctrl-Z would then silently do nothing; a stop by
    /// SIGSTOP is the same to a shell, and `fg`'s SIGCONT returns here.
    func suspend() {
        TerminalMode.restore()
        raise(SIGSTOP)
        TerminalMode.reenter()
    }

    /// Runs `driver` on this terminal until it ends: its exit code.
    func run<S>(_ driver: TerminalDriver<S>) async -> Int32 {
        guard enter() else { return ExitCode.usage.rawValue }
        var sources: [any DispatchSourceProtocol] = []
        let code = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            driver.onEnd = { continuation.resume(returning: $0) }
            let keys = DispatchSource.makeReadSource(fileDescriptor: input, queue: .main)
            keys.setEventHandler { [input] in
                MainActor.assumeIsolated {
                    var buffer = [UInt8](repeating: 0, count: Self.readSize)
                    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, Self.readSize) }
                    // EOF, or an error other than a retry: the terminal is gone, nobody is left to browse.
                    if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { driver.end(ExitCode.success.rawValue) }
                    if count > 0 { driver.input(buffer.prefix(count)) }
                }
            }
            keys.resume()
            sources.append(keys)
            // SIGTSTP from anywhere (`kill -TSTP`, not only Ctrl-Z) suspends as Ctrl-Z does.
            // SIGINT is the run's own (Application.main: cancel, restore, exit 130); setting it to
            // SIG_IGN here again would undo the handler libdispatch installed for that source on
            // Linux, and `kill -INT` would then be ignored.
            for number in [SIGWINCH, SIGCONT, SIGTSTP, SIGTERM, SIGHUP, SIGQUIT] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
                source.setEventHandler { MainActor.assumeIsolated { driver.received(signal: number) } }
                source.resume()
                sources.append(source)
            }
            driver.begin()
        }
        for source in sources { source.cancel() }
        driver.finish()
        restore()
        return code
    }
}
