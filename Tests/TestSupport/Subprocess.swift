import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a helper program (git, tmux, pgrep) and waits for it with posix_spawn and waitpid.
/// Foundation's `Process.waitUntilExit` was seen to wait forever for a child that had already
/// ended (a tmux client left a zombie; a git run held a test for ten minutes under load).
public enum Subprocess {
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up by name:
    /// Swift's Glibc module does not declare it.
    private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
    }

    /// Runs `executable` with `arguments`, stdin from /dev/null; returns its stdout (and stderr,
    /// with `mergingErrors`) and its exit status. Without `capturing`, output goes to /dev/null:
    /// for a program that leaves a daemon behind holding whatever pipe it was given.
    ///
    /// It waits at most `seconds` (a guard against a hang, never a measure): past them the
    /// program is killed, the test fails saying what it waited for, and `WaitTimedOut` is thrown.
    @discardableResult
    public static func run(
        _ executable: String, _ arguments: [String], capturing: Bool = true, mergingErrors: Bool = false, within seconds: Double = 300
    ) throws -> (output: String, status: Int32) {
        let deadline = Date().addingTimeInterval(seconds)
        var fds: [Int32] = [-1, -1]
        if capturing, pipe(&fds) != 0 { throw CocoaError(.fileWriteUnknown) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturing {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            if mergingErrors { posix_spawn_file_actions_adddup2(&actions, fds[1], 2) }
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addclose(&actions, fds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        if !(capturing && mergingErrors) { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        // Last, once 0, 1 and 2 are in place: nothing else of this process goes with it. A daemon
        // it leaves (tmux's server) would otherwise hold other tests' pipes open, and their
        // readers would wait for it to end.
        closeFrom(3, in: &actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        if capturing { close(fds[1]) }
        guard spawned == 0 else {
            if capturing { close(fds[0]) }
            throw CocoaError(.executableNotLoadable, userInfo: [NSFilePathErrorKey: executable])
        }
        var output = Data()
        if capturing {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var ready = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            while true {
                // Read only what has come, so a program that never closes its output meets the deadline.
                let waited = poll(&ready, 1, Int32(max(0, min(1_000, deadline.timeIntervalSinceNow * 1000))))
                if waited < 0, errno == EINTR { continue }
                if waited == 0 {
                    guard Date() < deadline else { break }
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, 65_536) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                output.append(contentsOf: buffer[0..<count])
            }
            close(fds[0])
        }
        var status: Int32 = 0
        guard reap(pid, &status, before: deadline) else {
            kill(pid, SIGKILL)
            _ = reap(pid, &status, before: Date().addingTimeInterval(5))
            let what = "\(executable) \(arguments.joined(separator: " ")) to end"
            Issue.record("gave up after \(Int(seconds)) s waiting for \(what)")
            throw WaitTimedOut(what: what)
        }
        let exited = status & 0x7F == 0
        return (String(decoding: output, as: UTF8.self), exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }

    /// Waits for `pid` to end until `deadline`, polling (a blocking `waitpid` has no deadline);
    /// false if it has not ended by then.
    private static func reap(_ pid: pid_t, _ status: inout Int32, before deadline: Date) -> Bool {
        var pause: UInt32 = 1_000
        while Date() < deadline {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped < 0 && errno != EINTR) { return true }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        return false
    }
}
