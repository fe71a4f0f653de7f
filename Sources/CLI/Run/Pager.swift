import Dispatch
import Foundation
import Views
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends output through a pager when it is taller than the terminal, as git's `pager.c` does.
///
/// The pager is started with `posix_spawn` in `repos`'s own process group, which is the
/// terminal's foreground group when a shell with job control started `repos`: a pager in a group
/// of its own (as Foundation's `Process` makes on Linux) is stopped by the terminal the moment it
/// reads a key, and `repos` would wait for it for ever. Signals `repos` ignores are set back to
/// their defaults in the pager, and its signal mask is cleared.
///
/// `repos` writes the text into the pager's stdin from another thread and waits for the pager to
/// end. Quitting it early closes the pipe: the rest is dropped, as with `git log`. While the pager
/// runs, `repos` ignores SIGINT and SIGQUIT, as git does: Ctrl-C is the pager's alone (less
/// abandons a search and stays), and `q` ends the run as it would have ended.
enum Pager {
    /// How showing the text through the pager went.
    enum Outcome: Equatable, Sendable {
        /// The pager ran and ended on its own, exit 0 (quit with `q`, or it showed everything).
        case shown
        /// The pager was ended by SIGINT (one that does not catch it, unlike less): the run ends
        /// as an interrupted one.
        case interrupted
        /// The pager could not be started (the text was not shown): why.
        case couldNotStart(String)
        /// The pager ended with a failure: its exit status, or 128 + the signal that ended it.
        case failed(status: Int32)
    }

    /// Shows `text` through `command`, with `environment` (plus `LESS=FRX` when `LESS` is
    /// unset: keep colour, quit when it fits, leave the screen as it was); returns once the pager
    /// has ended. On a terminal that shows only ASCII the text is folded to it first (less in a C
    /// locale would show UTF-8 as `<E2><80><A6>`); otherwise it is UTF-8, and less is told so with
    /// `LESSCHARSET=utf-8` when no charset is set.
    static func show(_ text: String, through command: PagerCommand, environment: [String: String]) -> Outcome {
        guard let (path, arguments) = command.executable(searchPath: EnvironmentVariable.searchPath(in: environment)) else {
            return .couldNotStart("no such program")
        }
        var variables = environment
        variables[EnvironmentVariable.lessOptions] = variables[EnvironmentVariable.lessOptions] ?? "FRX"
        let ascii = EnvironmentVariable.showsOnlyASCII(in: environment)
        if !ascii, EnvironmentVariable.lessCharsets.allSatisfy({ variables[$0] == nil }) { variables[EnvironmentVariable.lessCharsets[0]] = "utf-8" }
        var ends: [Int32] = [-1, -1]
        guard makePipe(&ends) else { return .couldNotStart(String(cString: strerror(errno))) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Ignored before the pager starts, so no Ctrl-C falls between; the pager's own are set
        // back to their defaults.
        let held = KeyboardSignals.ignore()
        let spawned = spawn(path, arguments: arguments, environment: variables, stdin: readEnd)
        close(readEnd)
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let error):
            held.restore()
            close(writeEnd)
            return .couldNotStart(String(cString: strerror(error.code)))
        }
        let bytes = Data((ascii ? ASCIIFold.fold(text) : text).utf8)
        DispatchQueue.global().async {
            // A pager quit early makes the write fail with EPIPE (SIGPIPE is ignored): not an error.
            writeAll(bytes, to: writeEnd)
            close(writeEnd)
        }
        let status = wait(for: pid)
        held.restore()
        if status == 128 + SIGINT { return .interrupted }
        return status == 0 ? .shown : .failed(status: status)
    }

    /// SIGINT and SIGQUIT ignored while the pager runs, and what they were, to set back after.
    ///
    /// The kernel drops an ignored signal as it is sent only when the thread it looks at (the
    /// main one, which calls this) does not block it; a blocked one stays pending, and the run's
    /// own Ctrl-C (`Application.main`, a dispatch source) could take it once the pager is done.
    /// The main thread was measured unblocked, yet libdispatch's threads block every such
    /// signal, so it is unblocked here too, whatever blocked it.
    private struct KeyboardSignals {
        private static let numbers = [SIGINT, SIGQUIT]
        private var dispositions: [sigaction]
        private var mask = sigset_t()

        private init() {
            dispositions = Self.numbers.map { _ in sigaction() }
        }

        /// Ignores and unblocks them; what they were.
        static func ignore() -> KeyboardSignals {
            var held = KeyboardSignals()
            var ignored = sigaction()
            #if canImport(Glibc)
                ignored.__sigaction_handler.sa_handler = SIG_IGN
            #else
                ignored.__sigaction_u.__sa_handler = SIG_IGN
            #endif
            sigemptyset(&ignored.sa_mask)
            for (index, number) in numbers.enumerated() { sigaction(number, &ignored, &held.dispositions[index]) }
            var set = sigset_t()
            sigemptyset(&set)
            for number in numbers { sigaddset(&set, number) }
            pthread_sigmask(SIG_UNBLOCK, &set, &held.mask)
            return held
        }

        /// Blocks what was blocked again, then sets back what each did.
        func restore() {
            var (mask, dispositions) = (self.mask, self.dispositions)
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            for (index, number) in Self.numbers.enumerated() { sigaction(number, &dispositions[index], nil) }
        }
    }

    /// A pipe whose ends close on exec, made so in the one call (`pipe2`), so the pager inherits
    /// only the end it is given as stdin and no other program started meanwhile by another
    /// thread holds its write end open (the pager would then wait for ever for the end of its
    /// input). `pipe2` is not in Swift's Glibc module: it is looked up by name, as `mallopt` is;
    /// where there is none (macOS), `pipe` and `fcntl`.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        #if canImport(Glibc)
            typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") {
                return ends.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return false }
                    return unsafeBitCast(symbol, to: Pipe2.self)(base, O_CLOEXEC) == 0
                }
            }
        #endif
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Starts `path` with `arguments` and `environment`, `stdin` as its standard input, in this
    /// process's group, every signal at its default and none blocked.
    private static func spawn(_ path: String, arguments: [String], environment: [String: String], stdin: Int32) -> Result<pid_t, SpawnError> {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, STDIN_FILENO)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCONT, SIGCHLD] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // No POSIX_SPAWN_SETPGROUP: the pager stays in the terminal's foreground group.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        return code == 0 ? .success(pid) : .failure(SpawnError(code: code))
    }

    /// Why `posix_spawn` failed: its error number.
    private struct SpawnError: Error {
        let code: Int32
    }

    /// Writes all of `bytes` to `descriptor`, stopping at the first error (EPIPE once the pager
    /// has gone).
    private static func writeAll(_ bytes: Data, to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Waits for `pid` to end: its exit status, or 128 + the signal that ended it.
    private static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 0 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
