import ArgumentParser
import Foundation
import Reactive
import Service
import ViewModels
import Views

/// One network command's run: its resolved settings, the service it talks to, what it writes
/// (through `--jq`, and the pager when a table is taller than the terminal), its notes and
/// footer, and its failures as one `Error:` line and an exit code. With `RunEnvironment` (the
/// process) and `RunSettings` (the options resolved), it is the whole of a run.
@MainActor
final class CommandRun {
    /// What the process gave the run.
    let environment: RunEnvironment
    /// The options resolved with the environment and the terminal.
    let settings: RunSettings
    /// `--jq`, compiled: what output passes through before it is written.
    let jq: JQFilter?
    /// The progress line, once the service is made and when stderr is a terminal.
    private var progress: ProgressLine?
    /// The run's one service, once made: one rate-limit budget, one failure streak, one cache
    /// and one connection for every request the run makes.
    private var made: GitHubService?
    /// What Ctrl-C cancels, once the command has said.
    private var interruption: AnyCancellable?
    /// The progress line's erasure on Ctrl-C.
    private var erasure: AnyCancellable?
    /// What `-v` logs while a full screen covers stderr's terminal.
    private let heldLog = HeldLog()
    /// Shows the progress line if the first answer is slow to come.
    private var slowAnswer: AnyCancellable?

    /// How long a run waits for its first answer before it shows the progress line.
    static let slowAnswerSeconds = 1.0

    /// Resolves a command's output and network options for this run.
    init<Fields>(output: OutputOptions<Fields>, network: NetworkOptions, pipedFormat: OutputFormat = .tsv, environment: RunEnvironment)
        async throws(UsageError)
    {
        self.environment = environment
        var resolved = try RunSettings(output: output, network: network, pipedFormat: pipedFormat, environment: environment)
        // A usage error is found before anything is started: the filter, then gh's token.
        do throws(JQFilter.Failure) {
            jq = try resolved.jq.map { program throws(JQFilter.Failure) in try JQFilter(program) }
        } catch {
            throw UsageError("Invalid --jq filter: \(SafeText.line(error.message))")
        }
        await resolved.askGitHubCLIForToken(patience: environment.wait(GitHubCLIToken.patience))
        settings = resolved
    }

    /// The GitHub service for this run, reporting requests on stderr with `--verbose`: made by
    /// the first call, and the same one for every later call (`show` of a large file asks again
    /// for its raw bytes), whose label and `onScreen` are then the first's.
    /// `label` names the work for the progress line (`atomicrobot repositories`). A full-screen
    /// view passes `onScreen`: it is told every event, and nothing is written to a stderr that is
    /// the same terminal.
    func service(label: String, onScreen: (@Sendable (ServiceEvent) -> Void)? = nil) -> GitHubService {
        if let made { return made }
        let service = makeService(label: label, onScreen: onScreen)
        made = service
        return service
    }

    private func makeService(label: String, onScreen: (@Sendable (ServiceEvent) -> Void)?) -> GitHubService {
        if environment.stderrIsTerminal, onScreen == nil {
            let line = ProgressLine(label: label, sink: environment.stderr)
            progress = line
            // Ctrl-C ends the process without the run's own end: the line is erased first, so
            // the shell's prompt starts at column 0.
            erasure = environment.interrupts.sink { line.clear() }
        }
        let stderr = environment.stderr
        let now = environment.now
        let reporter = EventReporter(verbose: settings.verbose, timeZone: settings.timeZone)
        let progress = self.progress
        // A full screen on stderr's terminal: the log is held until the screen is gone.
        let quiet = onScreen != nil && environment.stderrIsTerminal
        let (cost, held) = (environment.cost, heldLog)
        if settings.verbose { cost.want() }
        let events: @Sendable (ServiceEvent) -> Void = { event in
            cost.record(event)
            onScreen?(event)
            progress?.record(event)
            guard let line = reporter.line(event, now: now()) else { return }
            if quiet {
                held.hold(line)
            } else {
                progress?.clear()
                stderr.write(line)
            }
        }
        if settings.verbose {
            let token = "* token: \(settings.tokenSource ?? "none")\n"
            if quiet { held.hold(token) } else { stderr.write(token) }
        }
        if let progress {
            // One round trip shows no line; one that takes a second does, so a silent server
            // never leaves a blank terminal.
            slowAnswer = environment.wait(Self.slowAnswerSeconds).sink { progress.showWhileWaiting() }
        }
        return service(mode: settings.cacheMode, events: events)
    }

    /// Writes what `-v` logged while a full screen was drawn, once it is gone.
    func writeHeldLog() { heldLog.release(to: environment.stderr) }

    /// The same service answering from the response cache alone, for a view that shows what the
    /// cache holds before GitHub answers (`browse`); nil when this run would not read the cache
    /// first anyway (`--no-cache`, `--offline`, `--stale-ok`). It reports nothing: it makes no
    /// request.
    func rememberedService() -> GitHubService? {
        switch settings.cacheMode {
        case .revalidate: break
        case .reuse(let maxAge) where maxAge.isFinite: break
        case .reuse, .offline, .bypass: return nil
        }
        return service(mode: .offline, events: nil)
    }

    private func service(mode: CacheMode, events: (@Sendable (ServiceEvent) -> Void)?) -> GitHubService {
        let (make, transportSettings) = (environment.makeTransport, settings.transport)
        return GitHubService(
            configuration: ServiceConfiguration(
                baseURL: settings.apiURL, token: settings.token, userAgent: "repos/\(Repos.version)", timeout: settings.timeout
            ),
            transport: CachingTransport(
                upstream: LazyTransport { make(transportSettings) },
                cache: ResponseCache(directory: environment.cacheDirectory, now: environment.now),
                mode: mode
            ),
            retry: RetryPolicy(maxWait: settings.maxWait),
            clock: environment.serviceClock,
            events: events
        )
    }

    /// Loads `model` as a one-shot view does, Ctrl-C cancelling it: nil once it is loaded, or its
    /// failure (or the failure of gathering its `objects`, which comes first) about `subject`
    /// reported and the exit code to end with.
    func load(_ model: some LoadableViewModel, gathering objects: GatheredObjects? = nil, subject: @autoclosure () -> String) async -> Int32? {
        onInterrupt { model.cancel() }
        await model.load()
        return (objects?.error ?? model.error).map { fail($0, subject: subject()) }
    }

    /// GitHub's objects of the pages `feed` takes in, when this run writes GitHub's JSON: gathered
    /// as the pages arrive, within the run's bound (less for a whole-result `--jq`); nil for a
    /// table or text, which need none.
    func gatheringObjects<Item>(of feed: ListingFeed<Item>, endpoint: String) -> GatheredObjects? {
        guard settings.writesJSON else { return nil }
        return GatheredObjects(
            from: feed, maxBytes: settings.maxDocumentBytes, endpoint: endpoint, layout: laysOutWhileGathering ? output.gatheringLayout : nil)
    }

    /// Registers what Ctrl-C cancels (and, first, what it erases).
    func onInterrupt(_ cancel: @escaping @MainActor () -> Void) {
        interruption = environment.interrupts.sink { MainActor.assumeIsolated { cancel() } }
    }

    // MARK: Output

    /// The view settings of this run.
    var output: OutputSettings {
        OutputSettings(format: settings.format, terminal: settings.terminal, jsonFields: settings.jsonFields)
    }

    /// The view settings of this run for a listing whose JSON objects `objects` gathered: written
    /// as they are when they were laid out while gathered.
    func output(for objects: GatheredObjects?) -> OutputSettings {
        var output = self.output
        output.objectsLaidOut = objects?.isLaidOut == true
        return output
    }

    /// Whether a listing's JSON objects are laid out as they are gathered: when the document is
    /// written as it stands (no `--jq`, which reads it).
    private var laysOutWhileGathering: Bool { jq == nil }

    /// Erases the progress line before output that streams.
    func clearProgress() { progress?.clear() }

    // MARK: Failures

    /// What to do about a failure, for this run's configuration, at `now`.
    func advice(now: Date) -> ErrorAdvice {
        ErrorAdvice(tokenSource: settings.tokenSource, now: now, timeZone: settings.timeZone, maxWait: settings.maxWait)
    }

    /// Reports `error` about `subject` as one `Error:` line, with advice for this configuration
    /// and GitHub's words made safe, and returns its exit code.
    func fail(_ error: GitHubError, subject: String) -> Int32 {
        clearProgress()
        // A reader gone (`| head`) is no failure to report, for a streamed file as for a table.
        guard error != .outputClosed else { return ExitCode.success.rawValue }
        let advice = advice(now: environment.now())
        environment.stderr.write("Error: \(SafeText.line(advice.message(for: error, subject: subject)))\n")
        return ExitCode(error).rawValue
    }

    /// Refuses what the command cannot show (a directory for `show`, a path not in the tree) as
    /// one `Error:` line, made safe, and exit 1.
    func refuse(_ reason: String) -> Int32 {
        clearProgress()
        environment.stderr.write("Error: \(SafeText.line(reason))\n")
        return ExitCode.failure.rawValue
    }

    /// Reports a failure to render: a `--jq` program's error on its input, or (it cannot happen
    /// with our models, but is not hidden) a view's.
    func renderFailed(_ error: any Error) -> Int32 {
        clearProgress()
        if let failure = error as? JQFilter.Failure {
            environment.stderr.write("Error: jq: \(SafeText.line(failure.message))\n")
            return ExitCode.failure.rawValue
        }
        environment.stderr.write("Error: could not write output: \(SafeText.line("\(error)"))\n")
        return ExitCode.failure.rawValue
    }
}
