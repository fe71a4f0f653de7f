import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `repos` binary as a user would, capturing stdout, stderr and the exit code.
public enum BinaryRunner {
    /// What a run produced.
    public struct Outcome: Sendable {
        /// Standard output.
        public let stdout: String
        /// Standard error.
        public let stderr: String
        /// The exit status (or 128 + signal).
        public let status: Int32
        /// Wall-clock seconds.
        public let seconds: Double

        /// Creates an outcome (the in-process runner makes them too).
        public init(stdout: String, stderr: String, status: Int32, seconds: Double) {
            (self.stdout, self.stderr, self.status, self.seconds) = (stdout, stderr, status, seconds)
        }

        /// Standard output split into lines, without the last empty one.
        public var lines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stdout.hasSuffix("\n") ? 1 : 0).map(String.init)
        }
    }

    /// The `repos` executable beside the test bundle in the build folder.
    public static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("repos")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/repos")
    }

    /// Runs `executable` (the `repos` binary by default) with `arguments` and exactly `environment`
    /// (plus PATH, LANG and any sanitizer options), killing it after `timeout` seconds. `interruptWhen` is
    /// polled while it runs and sends SIGINT once it turns true (e.g. once a server holds its
    /// request).
    public static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        executable: URL = binary,
        timeout: Double = 300,
        interruptWhen: (@Sendable () -> Bool)? = nil
    ) async throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = environment
        env["PATH"] = env["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        // A UTF-8 locale unless the test says otherwise, as a person's shell has: with none, a
        // terminal shows only ASCII, whatever the machine running the tests sets.
        env["LANG"] = env["LANG"] ?? "C.UTF-8"
        // A sanitizer run's settings reach the binary under test too.
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"] {
            env[name] = env[name] ?? ProcessInfo.processInfo.environment[name]
        }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        async let stdoutData = read(out.fileHandleForReading)
        async let stderrData = read(err.fileHandleForReading)
        let pid = process.processIdentifier
        if let interruptWhen {
            blocking("interrupt").async {
                while process.isRunning {
                    if interruptWhen() {
                        kill(pid, SIGINT)
                        return
                    }
                    usleep(20_000)
                }
            }
        }
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        blocking("watchdog").asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let (stdout, stderr) = await (stdoutData, stderrData)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            blocking("wait").async {
                process.waitUntilExit()
                continuation.resume()
            }
        }
        watchdog.cancel()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Outcome(
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            status: status, seconds: Date().timeIntervalSince(started)
        )
    }

    /// Runs a shell pipeline (`/bin/bash -c`), for `| head -1` and terminal emulation with `script`.
    public static func shell(_ command: String, environment: [String: String] = [:], timeout: Double = 300) async throws -> Outcome {
        try await run(["-c", command], environment: environment, executable: URL(fileURLWithPath: "/bin/bash"), timeout: timeout)
    }

    /// Runs the built `repos` with `arguments` (shell words; a redirection is the shell's) on a
    /// pseudo-terminal through util-linux's `script`, after the shell's assignments `variables`
    /// (`NO_COLOR=1 COLUMNS=100`).
    public static func onTerminal(_ arguments: String, variables: String) async throws -> Outcome {
        try await shell("\(variables) script -qec '\(binary.path) \(arguments)' /dev/null")
    }

    private static func read(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            blocking("read").async { continuation.resume(returning: handle.readDataToEndOfFile()) }
        }
    }

    /// A queue of its own for work that blocks until the process ends (reading its output,
    /// waiting for its exit, polling it). A private serial queue has a thread of its own when
    /// others are blocked; the global queue has as many as the machine has cores, so on one
    /// core a run's blocked reads would hold every other test's work on it (and the watchdog).
    private static func blocking(_ job: String) -> DispatchQueue {
        DispatchQueue(label: "repos-tests.binary-runner.\(job)")
    }
}
