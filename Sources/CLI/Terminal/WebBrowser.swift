import Foundation
import Reactive

/// How `browse`'s `o` reaches a web browser: `$BROWSER` as its convention has it, else
/// `xdg-open` (`open` on macOS). `$BROWSER` is a colon-separated list of commands, each a
/// program and its own arguments split at spaces, `%s` standing where the URL goes (else the URL
/// is the last argument). Each is tried in turn: started without a shell, the URL one argument,
/// no terminal of ours to write on; one that is missing or exits non-zero lets the next try.
///
/// A browser that is still running after `patience` seconds counts as opened: a browser that
/// stays in the foreground (`BROWSER=firefox`) never exits while its window is open.
struct WebBrowser: Sendable {
    /// What came of an attempt, for the status line.
    enum Outcome: Equatable, Sendable {
        /// `command` took the URL.
        case opened(command: String)
        /// Nothing took it: the last failure, in a few words.
        case failed(String)
    }

    /// Seconds a started browser may run before it counts as opened.
    static let patience: Double = 3

    /// The commands to try, each a program and its arguments.
    let commands: [[String]]
    /// Where a program without a `/` is looked for.
    let searchPath: String
    /// Waits `seconds` (the run's clock).
    let wait: @Sendable (Double) -> AnyPublisher<Void, Never>

    /// The browsers named by `environment`, then the system's opener.
    init(environment: [String: String], wait: @escaping @Sendable (Double) -> AnyPublisher<Void, Never>) {
        #if os(macOS)
            let opener = ["open"]
        #else
            let opener = ["xdg-open"]
        #endif
        commands = Self.commands(EnvironmentVariable.browser.value(in: environment)) + [opener]
        searchPath = EnvironmentVariable.searchPath(in: environment)
        self.wait = wait
    }

    /// `$BROWSER` split into its commands and each command into its words.
    static func commands(_ value: String?) -> [[String]] {
        (value ?? "").split(separator: ":").map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
    }

    /// The arguments `command` gets for `url`: `%s` replaced, else the URL appended.
    static func arguments(_ command: [String], url: String) -> [String] {
        let words = Array(command.dropFirst())
        return words.contains { $0.contains("%s") } ? words.map { $0.replacingOccurrences(of: "%s", with: url) } : words + [url]
    }

    /// Tries each command in turn with `url`; `report` is called once, on the main queue.
    func open(_ url: URL, report: @escaping @MainActor @Sendable (Outcome) -> Void) {
        attempt(commands[...], url: url.absoluteString, lastFailure: "no browser found: set \(EnvironmentVariable.browser.shell)", report: report)
    }

    private func attempt(
        _ remaining: ArraySlice<[String]>, url: String, lastFailure: String, report: @escaping @MainActor @Sendable (Outcome) -> Void
    ) {
        guard let command = remaining.first, let name = command.first else {
            return DispatchQueue.main.async { MainActor.assumeIsolated { report(.failed(lastFailure)) } }
        }
        let rest = remaining.dropFirst()
        guard let executable = ExecutableSearch.find(name, path: searchPath) else {
            return attempt(rest, url: url, lastFailure: lastFailure, report: report)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = Self.arguments(command, url: url)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // The first of the exit and the patience answers; the other finds nothing left to do.
        let pending = Locked<AnyCancellable?>(nil)
        let answered = Locked(false)
        let answer: @Sendable (Int32?) -> Void = { status in
            guard
                answered.withLock({ done in
                    defer { done = true }; return !done
                })
            else { return }
            pending.withLock { $0 = nil }
            if let status, status != 0 {
                self.attempt(rest, url: url, lastFailure: "\(name) exited with \(status)", report: report)
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { report(.opened(command: name)) } }
            }
        }
        process.terminationHandler = { answer($0.terminationStatus) }
        do {
            try process.run()
        } catch {
            return attempt(rest, url: url, lastFailure: "\(name) could not be started", report: report)
        }
        let timer = wait(Self.patience).sink { _ in answer(nil) }
        if !answered.withLock({ $0 }) { pending.withLock { $0 = timer } }
    }
}
