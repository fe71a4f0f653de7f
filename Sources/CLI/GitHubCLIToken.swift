import Dispatch
import Foundation

/// The token of a user who has run `gh auth login`: `gh auth token --hostname <host>`, if `gh` is
/// on the PATH and answers with exit 0 within two seconds. It is read once per run and never
/// printed; `-v` only says that it came from gh.
enum GitHubCLIToken {
    /// How long `gh` may take before it is given up on.
    static let patience: Double = 2

    /// The token gh holds for the host of `apiURL`, or nil.
    static func read(apiURL: URL, environment: [String: String]) -> String? {
        guard let gh = executable(named: "gh", path: environment["PATH"] ?? "") else { return nil }
        let process = Process()
        process.executableURL = gh
        process.arguments = ["auth", "token", "--hostname", host(of: apiURL)]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        guard finished.wait(timeout: .now() + patience) == .success else {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // A token is one printable word; anything else is not used (and not shown).
        guard !text.isEmpty, text.count < 1024, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return nil }
        return text
    }

    /// The host gh knows the account by: `github.com` for the public API, else the API's host.
    static func host(of apiURL: URL) -> String {
        let host = apiURL.host ?? "github.com"
        return host == "api.github.com" ? "github.com" : host
    }

    private static func executable(named name: String, path: String) -> URL? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
