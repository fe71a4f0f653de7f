import Foundation
import TestSupport
import Testing

/// Each command inside a repository on a real pseudo-terminal (`script`), through the pager where
/// it is taller than the screen, and the same command piped: what a person and a script get.
@Suite(.serialized) struct InsideOnARealTerminalTests {
    @Test(.enabled(if: LinuxTools.available)) func eachCommandOnAPtyAndPiped() async throws {
        let fixture = try Fixture()
        try FileManager.default.createDirectory(at: fixture.cacheHome, withIntermediateDirectories: true)
        let record = fixture.cacheHome.appendingPathComponent("paged.txt").path
        let base = "NO_COLOR=1 \(fixture.shellVariables) PAGER='cat > \(record)'"
        let cases: [(arguments: String, onTerminal: String, piped: String)] = [
            ("readme bottle-rocket", "  [1] https://atomicrobot.com/docs", "# Bottle Rocket\r\n"),
            ("tree bottle-rocket", "    Client.swift", "Sources/Rocket/Client.swift\n"),
            ("show bottle-rocket Sources/Rocket/Retry.swift", "31  /// Retries with exponential backoff.", "/// Retries with exponential backoff.\n"),
            ("branches bottle-rocket", "BRANCH", "main\t"),
            ("tags bottle-rocket", "TAG", "v2.4.0\t"),
            ("releases bottle-rocket", "TAG", "Retry with backoff"),
        ]
        for (arguments, onTerminal, piped) in cases {
            try? FileManager.default.removeItem(atPath: record)
            let command = "stty rows 8 cols 100; \(BinaryRunner.binary.path) \(arguments)"
            let run = try await BinaryRunner.shell("\(base) script -qec \"\(command)\" /dev/null")
            // Taller than 8 lines, it went through the pager; else it was written to the terminal.
            let paged = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
            #expect(run.status == 0 && (paged + run.stdout).contains(onTerminal), "\(arguments): \(run.stdout) \(paged)")
            let pipe = try await BinaryRunner.shell("\(base) \(BinaryRunner.binary.path) \(arguments) | cat")
            #expect(pipe.status == 0 && pipe.stdout.contains(piped) && !pipe.stdout.contains(onTerminal), "\(arguments): \(pipe.stdout)")
        }
    }
}
