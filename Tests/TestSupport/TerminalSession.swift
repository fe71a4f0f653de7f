import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A program running in a real pseudo-terminal, driven as a person would: tmux runs an
/// interactive bash (`bash -i`, job control on) in a detached session of a fixed size on its own
/// server (its own socket), the command is typed at its prompt, `type` sends keys, `screen` reads
/// what is shown, and `waitFor` polls the screen until something appears. As in a person's shell,
/// the program runs in a process group of its own that the shell makes the terminal's foreground
/// group, and `fg` brings back a stopped one.
///
/// Waits are bounded (30 s by default) but never asserted as speed: a slow machine only polls
/// longer.
public final class TerminalSession: Sendable {
    /// The tmux server's socket name, unique to this session.
    public let socket: String
    /// The tmux server's process, killed when the session ends.
    private let serverPID: Int32?

    /// Starts an interactive bash in a `width` × `height` terminal with `environment` added (TERM
    /// is `xterm-256color` and LANG `C.UTF-8` unless given) and types `command` at its prompt.
    ///
    /// After each command the shell prints `EXIT=<code>`, then the terminal's modes as `stty`
    /// reads them (`icanon echo`), so a test reads both; its prompt is `$ `.
    public init(command: String, environment: [String: String] = [:], width: Int = 80, height: Int = 24) throws {
        socket = "repos-test-\(UUID().uuidString.prefix(8))"
        var env = environment
        env["TERM"] = env["TERM"] ?? "xterm-256color"
        // A UTF-8 terminal unless the test says otherwise, whatever the machine's locale.
        env["LANG"] = env["LANG"] ?? "C.UTF-8"
        env["PS1"] = "$ "
        // Said after each command, not before the first: `$?` is the command's own code.
        env["PROMPT_COMMAND"] =
            "code=$?; if [ -n \"$ran\" ]; then echo EXIT=$code; stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; fi; ran=1"
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        // The shell lives as long as the test process: if that dies without ending the session, a
        // watcher hangs the shell up within a second, and tmux's server ends with its last session.
        // The watcher has no terminal (setsid), so it is never among the terminal's processes.
        let watcher = "while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; kill -HUP $0"
        let script = "setsid sh -c \(Self.quoted(watcher)) $$ </dev/null >/dev/null 2>&1 & exec env \(assignments) bash --norc --noprofile -i"
        // The tmux server this starts outlives the call: it must not inherit a pipe to read to its end.
        let socket = self.socket
        _ = try Self.tmux(socket, ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", script])
        serverPID = Int32(try Self.tmux(socket, ["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
        _ = try waitFor { $0.contains { $0.hasPrefix("$") } }
        try type(command, literal: true)
        try type("Enter")
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
        try send(keys, literal: literal)
    }

    /// Sends `keys` as `type` does, from an array.
    public func send(_ keys: [String], literal: Bool = false) throws {
        _ = try tmux(["send-keys", "-t", "0"] + (literal ? ["-l"] : []) + keys)
    }

    /// Makes the terminal `width` × `height`; the program gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        _ = try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The screen as text, one line a row; with `escapes`, with the SGR sequences that draw it;
    /// with `history`, the lines scrolled off the top first.
    public func screen(escapes: Bool = false, history: Bool = false) throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []) + (history ? ["-S", "-"] : []))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}` or `#{cursor_flag}`.
    public func pane(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the program: the terminal's foreground process group's leader, which
    /// the shell made the program when it started it.
    public func programPID() throws -> Int32? {
        let shell = try pane("#{pane_pid}")
        let output = try Subprocess.run("/bin/ps", ["-o", "tpgid=", "-p", shell]).output
        return Int32(output.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: .newlines)).flatMap { $0 > 0 && "\($0)" != shell ? $0 : nil }
    }

    /// The processes on the terminal other than the shell, each as `ps` shows its state and
    /// command (`S+ less`): what is running, stopped (`T`) or in the foreground (`+`).
    public func processes() throws -> [String] {
        let terminal = try pane("#{pane_tty}")
        let shell = try pane("#{pane_pid}")
        let output = try Subprocess.run("/bin/ps", ["-o", "pid=,stat=,comm=", "-t", terminal]).output
        return output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count == 3, words[0] != shell else { return nil }
            return "\(words[1]) \(words[2])"
        }
    }

    /// Types `text` in one write to the terminal, as keys typed faster than a program reads them
    /// arrive; `\r` in it is Enter.
    public func typeAtOnce(_ text: String) throws {
        try type(text, literal: true)
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
