import Dispatch
import Foundation
import Reactive
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The token of a user who has run `gh auth login`: `gh auth token --hostname <host>`, if `gh` is
/// on the PATH and answers with exit 0 within two seconds. It is read once per run and never
/// printed; `-v` only says that it came from gh.
enum GitHubCLIToken {
    /// How long `gh` may take before it is given up on.
    static let patience: Double = 2

    /// The token gh holds for the host of `apiURL`, or nil. gh runs as a child process and is
    /// awaited without blocking any thread: its exit and `patience` (the run's clock waiting
    /// `GitHubCLIToken.patience` seconds) race, and the first to come answers.
    static func read(apiURL: URL, environment: [String: String], patience: AnyPublisher<Void, Never>) async -> String? {
        guard let gh = ExecutableSearch.find("gh", path: EnvironmentVariable.searchPath(in: environment)) else { return nil }
        let process = Process()
        process.executableURL = gh
        process.arguments = ["auth", "token", "--hostname", host(of: apiURL)]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // Process and FileHandle are not Sendable: each is touched from one callback at a time,
        // behind the lock box.
        let child = Locked(process)
        let reader = Locked(output.fileHandleForReading)
        return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            // The continuation until the answer, and the limit's subscription, held so it can
            // fire, until then; both are let go (the limit cancelled) by the first answer.
            let waiting = Locked<(continuation: CheckedContinuation<String?, Never>?, limit: AnyCancellable?)>((continuation, nil))
            let answer: @Sendable (String?) -> Void = { token in
                let ended = waiting.withLock { waiting in
                    defer { waiting = (nil, nil) }
                    return waiting
                }
                ended.continuation?.resume(returning: token)
            }
            process.terminationHandler = { finished in
                guard finished.terminationStatus == 0 else { return answer(nil) }
                answer(token(from: reader.withLock { $0.readDataToEndOfFile() }))
            }
            do {
                try process.run()
            } catch {
                return answer(nil)
            }
            let limit = patience.sink { _ in
                // Not answered yet: gh is ended, never left running. SIGKILL, as a child inherits
                // the signals its parent ignores and SIGTERM may be one; `isRunning` may not say
                // so yet for a process just started, so its pid is signalled directly.
                if waiting.withLock({ $0.continuation != nil }) { child.withLock { _ = kill($0.processIdentifier, SIGKILL) } }
                answer(nil)
            }
            // Kept only if gh has not answered meanwhile; else it is let go here, cancelled.
            let unused = waiting.withLock { waiting -> AnyCancellable? in
                guard waiting.continuation != nil else { return limit }
                waiting.limit = limit
                return nil
            }
            unused?.cancel()
        }
    }

    /// gh's output as a token: one printable word, else nothing (and nothing shown).
    private static func token(from output: Data) -> String? {
        let text = String(decoding: output.prefix(4096), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count < 1024, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return nil }
        return text
    }

    /// The host gh knows the account by: `github.com` for the public API, else the API's host.
    static func host(of apiURL: URL) -> String {
        let host = apiURL.host ?? "github.com"
        return host == "api.github.com" ? "github.com" : host
    }
}
