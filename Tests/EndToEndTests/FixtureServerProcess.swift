import Foundation
import TestSupport

/// The built `fixture-server` (Benchmarks/FixtureServer), started as the README starts it, for
/// tests of what a reader runs against it: its synthetic organisations are made around the
/// moment it starts (`active-org`'s pushes are hours old), as a reader's are. Stopped on
/// `stop()` or when the value goes.
final class FixtureServerProcess {
    /// The server's base URL, for `GITHUB_API_URL`.
    let baseURL: URL
    private let process: Process
    private let scratch: ScratchFolder

    /// Starts `fixture-server --port-file <scratch>/repos.url` beside the `repos` binary and waits
    /// (at most `seconds`, a guard against a hang) until it has written its address.
    init(within seconds: Double = 120) throws {
        scratch = ScratchFolder("repos-fixture-server")
        let portFile = scratch.url.appendingPathComponent("repos.url")
        process = Process()
        process.executableURL = BinaryRunner.binary.deletingLastPathComponent().appendingPathComponent("fixture-server")
        process.arguments = ["--port-file", portFile.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var address: URL?
        for _ in 0..<Int(seconds * 20) where process.isRunning {
            if let text = try? String(contentsOf: portFile, encoding: .utf8), let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                address = url
                break
            }
            usleep(50_000)
        }
        guard let address else {
            process.terminate()
            process.waitUntilExit()
            throw NoAddress(seconds: seconds)
        }
        baseURL = address
    }

    /// Stops the server and waits for it to end.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit {
        stop()
    }

    /// The server wrote no address in time, or ended first.
    struct NoAddress: Error, CustomStringConvertible {
        let seconds: Double
        var description: String { "fixture-server wrote no address within \(Int(seconds)) s" }
    }
}
