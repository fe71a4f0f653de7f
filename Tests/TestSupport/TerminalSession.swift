import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A program running in a real pseudo-terminal, driven as a person would: tmux runs it in a
/// detached session of a fixed size on its own server (its own socket), `type` sends keys,
/// `screen` reads what is shown, and `waitFor` polls the screen until something appears.
///
/// Waits are bounded (30 s by default) but never asserted as speed: a slow machine only polls
/// longer.
public final class TerminalSession: Sendable {
    /// The tmux server's socket name, unique to this session.
    public let socket: String
    /// The tmux server's process, killed when the session ends.
    private let serverPID: Int32?

    /// Starts `command` (run by `sh -c`) in a `width` × `height` terminal with `environment`
    /// added; TERM is `xterm-256color` unless given.
    public init(command: String, environment: [String: String] = [:], width: Int = 80, height: Int = 24) throws {
        socket = "repos-test-\(UUID().uuidString.prefix(8))"
        var env = environment
        env["TERM"] = env["TERM"] ?? "xterm-256color"
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        // The shell stays after the program ends, so its exit code and the terminal's state can be
        // read, for as long as the test process lives: if it dies without ending the session, the
        // shell ends within a second, and tmux's server with its last session; nothing lingers.
        let script =
            "env \(assignments) \(command); echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; "
            + "while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done"
        // The tmux server this starts outlives the call: it must not inherit a pipe to read to its end.
        let socket = self.socket
        _ = try Self.tmux(socket, ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", script])
        serverPID = Int32(try Self.tmux(socket, ["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit {
        // kill-server was seen to leave the server running (and so the shell's `sleep` with it):
        // the server is killed outright too, and its pane's shell with it.
        let shell = try? pane("#{pane_pid}")
        _ = try? tmux(["kill-server"])
        if let serverPID { kill(serverPID, SIGKILL) }
        if let shell = shell.flatMap({ Int32($0) }) { kill(shell, SIGKILL) }
    }

    /// Sends keys in tmux's names (`Enter`, `Escape`, `C-c`, `Down`) or literal text with `literal`.
    public func type(_ keys: String..., literal: Bool = false) throws {
        _ = try tmux(["send-keys", "-t", "0"] + (literal ? ["-l"] : []) + keys)
    }

    /// Makes the terminal `width` × `height`; the program gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        _ = try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The screen as text, one line a row; with `escapes`, with the SGR sequences that draw it.
    public func screen(escapes: Bool = false) throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : [])).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}` or `#{cursor_flag}`.
    public func pane(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the program (the pane's shell's child).
    public func programPID() throws -> Int32? {
        let shell = try pane("#{pane_pid}")
        let output = try Subprocess.run("/usr/bin/pgrep", ["-P", shell]).output
        return output.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// Polls the screen until `condition` holds, for at most `timeout` seconds; returns the last
    /// screen, and whether the condition came true (a test asserts it: no wait is discarded).
    public func waitFor(timeout: Double = 30, _ condition: ([String]) -> Bool) throws -> (screen: [String], found: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        repeat {
            last = try screen()
            if condition(last) { return (last, true) }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return (last, false)
    }

    /// Polls until some line contains `text`.
    public func waitFor(_ text: String, timeout: Double = 30) throws -> (screen: [String], found: Bool) {
        try waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    private func tmux(_ arguments: [String]) throws -> String {
        try Self.tmux(socket, arguments)
    }

    private static func tmux(_ socket: String, _ arguments: [String]) throws -> String {
        try Subprocess.run("/usr/bin/tmux", ["-L", socket] + arguments, capturing: arguments.first != "-f").output
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
