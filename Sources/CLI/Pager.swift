import Foundation

/// Sends output through a pager (`less -FRX` by default) when it is taller than the terminal.
///
/// The pager runs as `/bin/sh -c <command>`, so `$PAGER` may carry arguments; it writes to the
/// terminal itself. Quitting it early closes the pipe: the rest is dropped and the run still
/// ends with exit 0, as with `git log`.
enum Pager {
    /// Writes `text` through `command`; false when the pager could not be started (the caller
    /// then writes the text itself).
    static func show(_ text: String, through command: String, environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var env = environment
        // less: keep colour (-R), quit when it fits (-F), leave the screen as it was (-X).
        env[EnvironmentVariable.lessOptions] = env[EnvironmentVariable.lessOptions] ?? "FRX"
        process.environment = env
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return false
        }
        // A pager quit early makes this write fail (SIGPIPE is ignored): that is not an error.
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }
}
