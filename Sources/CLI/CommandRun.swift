import Foundation
import Service
import Views

/// One command's run: its resolved settings, the service it talks to, and the cancel hook Ctrl-C
/// uses; what it writes goes through `presenter`, what goes wrong through `failures`.
@MainActor
final class CommandRun {
    let context: RunEnvironment
    let settings: RunSettings
    /// Output, notes and the footer.
    let presenter: OutputPresenter
    /// `Error:` lines and exit codes.
    let failures: FailureReporter
    private let invocation: Invocation
    /// The progress line, once the service is made and when stderr is a terminal.
    private let progress = ProgressSlot()

    /// Resolves a command's output and network options for this run.
    init<Fields>(output: OutputOptions<Fields>, network: NetworkOptions, pipedFormat: OutputFormat = .tsv, invocation: Invocation) async throws(UsageError) {
        context = invocation.context
        var resolved = try RunSettings(output: output, network: network, pipedFormat: pipedFormat, context: invocation.context)
        await resolved.askGitHubCLIForToken(patience: invocation.context.wait(GitHubCLIToken.patience))
        settings = resolved
        self.invocation = invocation
        let onTerminal = invocation.context.stdoutIsTerminal
        let jq: JQStage?
        do throws(JQFilter.Failure) {
            jq = try resolved.jq.map { program throws(JQFilter.Failure) in
                JQStage(filter: try JQFilter(program), perLine: resolved.format == .ndjson, onTerminal: onTerminal, color: resolved.color)
            }
        } catch {
            throw UsageError("Invalid --jq filter: \(SafeText.line(error.message))")
        }
        failures = FailureReporter(context: context, settings: resolved, progress: progress)
        presenter = OutputPresenter(context: context, settings: resolved, progress: progress, jq: jq, failures: failures)
    }

    /// The GitHub service for this run, reporting requests on stderr with `--verbose`.
    /// `label` names the work for the progress line (`atomicrobot repositories`). A full-screen
    /// view passes `onScreen`: it is told every event, and nothing is written to a stderr that is
    /// the same terminal.
    func service(label: String, onScreen: (@Sendable (ServiceEvent) -> Void)? = nil) -> GitHubService {
        if context.stderrIsTerminal, onScreen == nil { progress.line = ProgressLine(label: label, sink: context.stderr) }
        let stderr = context.stderr
        let now = context.now
        let reporter = EventReporter(verbose: settings.verbose, timeZone: settings.timeZone)
        let progress = self.progress.line
        let quiet = onScreen != nil && context.stderrIsTerminal
        let events: @Sendable (ServiceEvent) -> Void = { event in
            onScreen?(event)
            progress?.record(event)
            if !quiet, let line = reporter.line(event, now: now()) {
                progress?.clear()
                stderr.write(line)
            }
        }
        if settings.verbose, !quiet { stderr.write("* token: \(settings.tokenSource ?? "none")\n") }
        return GitHubService(
            configuration: ServiceConfiguration(
                baseURL: settings.apiURL, token: settings.token, userAgent: "repos/\(Repos.version)", timeout: settings.timeout
            ),
            transport: CachingTransport(
                upstream: context.makeTransport(settings.transport),
                cache: ResponseCache(directory: context.cacheDirectory),
                mode: settings.cacheMode
            ),
            retry: RetryPolicy(maxWait: settings.maxWait),
            clock: context.serviceClock,
            events: events
        )
    }

    /// Registers what Ctrl-C cancels.
    func onInterrupt(_ cancel: @escaping @MainActor () -> Void) {
        invocation.onInterrupt = cancel
    }
}
