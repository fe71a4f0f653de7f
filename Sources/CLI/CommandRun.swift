import Foundation
import Service
import Views

/// One command's run: its options, the service it talks to, how it reports, and the cancel hook
/// Ctrl-C uses.
@MainActor
final class CommandRun {
    let context: RunContext
    let settings: RunSettings
    private let interruption: Interruption
    /// The progress line, when stderr is a terminal and a label was given.
    private var progress: ProgressLine?
    /// `--jq`, compiled: what output passes through before it is written.
    private let jq: JQStage?

    /// Resolves a command's output and network options for this run.
    init<Fields>(output: OutputOptions<Fields>, network: NetworkOptions, pipedFormat: OutputFormat = .tsv, invocation: Invocation) throws(UsageError) {
        context = invocation.context
        let resolved = try RunSettings(output: output, network: network, pipedFormat: pipedFormat, context: invocation.context)
        settings = resolved
        interruption = invocation.interruption
        let onTerminal = invocation.context.stdoutIsTerminal
        do throws(JQFilter.Failure) {
            jq = try resolved.jq.map { program throws(JQFilter.Failure) in
                JQStage(filter: try JQFilter(program), perLine: resolved.format == .ndjson, onTerminal: onTerminal, color: resolved.color)
            }
        } catch {
            throw UsageError("Invalid --jq filter: \(SafeText.line(error.message))")
        }
    }

    /// Writes what `render` renders to `writer`, through `--jq` when it was given.
    func write(_ render: (inout ChunkedWriter) throws -> Void, to writer: inout ChunkedWriter) throws {
        guard let jq else { return try render(&writer) }
        try jq.write(render, to: &writer)
    }

    /// The GitHub service for this run, reporting requests on stderr with `--verbose`.
    /// `label` names the work for the progress line (`atomicrobot repositories`).
    func service(label: String) -> GitHubService {
        if context.stderrIsTerminal { progress = ProgressLine(label: label, sink: context.stderr) }
        let stderr = context.stderr
        let now = context.now
        let reporter = EventReporter(verbose: settings.verbose, timeZone: timeZone)
        let progress = self.progress
        let events: @Sendable (ServiceEvent) -> Void = { event in
            progress?.record(event)
            if let line = reporter.line(event, now: now()) {
                progress?.clear()
                stderr.write(line)
            }
        }
        if settings.verbose { stderr.write("* token: \(settings.tokenSource ?? "none")\n") }
        return GitHubService(
            configuration: ServiceConfiguration(
                baseURL: settings.apiURL, token: settings.token, userAgent: "repos/\(Repos.version)", timeout: settings.timeout
            ),
            transport: CachingTransport(
                upstream: context.makeTransport(settings.transport),
                cache: ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment, home: context.homeDirectory)),
                mode: settings.cacheMode
            ),
            retry: RetryPolicy(maxWait: settings.maxWait),
            clock: context.serviceClock,
            events: events
        )
    }

    /// The zone times are shown in: `$TZ` as the run was given it, else the system's.
    var timeZone: TimeZone {
        EnvironmentVariable.timeZone.value(in: context.environment).flatMap(TimeZone.init(identifier:)) ?? .current
    }

    /// Registers what Ctrl-C cancels.
    func onInterrupt(_ cancel: @escaping @MainActor () -> Void) {
        interruption.action = cancel
    }

    /// Reports `error` with advice for this configuration (GitHub's words neutralised) and
    /// returns its exit code.
    func fail(_ error: GitHubError, subject: String) -> Int32 {
        progress?.clear()
        let advice = ErrorAdvice(tokenSource: settings.tokenSource, now: context.now(), timeZone: timeZone, maxWait: settings.maxWait)
        context.stderr.write("Error: \(SafeText.line(advice.message(for: error, subject: subject)))\n")
        return ExitCode(error).rawValue
    }

    /// Writes the output through a chunked writer; it is called only once every page has arrived,
    /// and a reader that went away (`| head`) ends the run quietly.
    func emit(_ render: (inout ChunkedWriter) throws -> Void) -> Int32 {
        progress?.clear()
        if let pager = settings.pager, let height = context.terminalHeight {
            // A table is small: render it whole, then decide whether it needs a pager.
            let collected = StringSink()
            var writer = ChunkedWriter(sink: collected)
            do {
                try write(render, to: &writer)
            } catch {
                return renderFailed(error)
            }
            writer.flush()
            let text = collected.text
            if text.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) >= height, Pager.show(text, through: pager, environment: context.environment) {
                return ExitCode.success.rawValue
            }
            context.stdout.write(text)
            return ExitCode.success.rawValue
        }
        var writer = ChunkedWriter(sink: context.stdout)
        do {
            try write(render, to: &writer)
        } catch {
            return renderFailed(error)
        }
        writer.flush()
        return ExitCode.success.rawValue
    }

    /// Erases the progress line before output that streams.
    func clearProgress() { progress?.clear() }

    /// A note for people on stderr (only with table output, where a person is reading).
    func note(_ text: String) {
        guard settings.format == .table else { return }
        progress?.clear()
        context.stderr.write(text + "\n")
    }

    /// The view settings of this run.
    var output: OutputSettings {
        OutputSettings(format: settings.format, terminal: settings.terminal, jsonFields: settings.jsonFields)
    }

    /// Ends a listing: writes the output, with notes for people about an empty result or more
    /// items than shown.
    /// `empty` is what to say when nothing matched: it names the filters, so an empty answer is
    /// not mistaken for an empty org.
    func finishListing(render: (inout ChunkedWriter) throws -> Void, count: Int, hasMore: Bool, noun: (String, String), empty: String) -> Int32 {
        if count == 0 { note(empty) }
        let code = emit(render)
        if hasMore, code == ExitCode.success.rawValue {
            note("Showing \(Plural.count(count, noun.0, noun.1)); more exist. Use --limit <n> or --all to see more.")
        }
        return code
    }

    /// Writes a failure to render: a `--jq` program's error on its input, or (it cannot happen
    /// with our models, but is not hidden) a view's.
    func renderFailed(_ error: any Error) -> Int32 {
        progress?.clear()
        if let failure = error as? JQFilter.Failure {
            context.stderr.write("Error: jq: \(SafeText.line(failure.message))\n")
            return ExitCode.failure.rawValue
        }
        context.stderr.write("Error: could not write output: \(SafeText.line("\(error)"))\n")
        return ExitCode.failure.rawValue
    }
}
