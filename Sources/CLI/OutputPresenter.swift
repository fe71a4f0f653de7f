import Foundation
import Service
import Views

/// What a run writes for the people and scripts reading it: the output (through `--jq`, and the
/// pager when a table is taller than the terminal), notes on stderr, and the footer about more
/// items than shown.
@MainActor
struct OutputPresenter {
    let context: RunEnvironment
    let settings: RunSettings
    let progress: ProgressSlot
    /// `--jq`, compiled: what output passes through before it is written.
    let jq: JQStage?
    /// Where a failure to render is reported.
    let failures: FailureReporter

    /// Writes what `render` renders to `sink`, through `--jq` when it was given.
    func write(_ render: (inout any TextSink) throws -> Void, to sink: any TextSink) throws {
        var output = sink
        guard let jq else { return try render(&output) }
        try jq.write(render, to: sink)
    }

    /// Writes the output, then flushes it; it is called only once every page has arrived, and a
    /// reader that went away (`| head`) ends the run quietly.
    func emit(_ render: (inout any TextSink) throws -> Void) -> Int32 {
        progress.clear()
        if let pager = settings.pager, let height = context.terminalHeight {
            // A table is small: render it whole, then decide whether it needs a pager.
            let collected = StringSink()
            do {
                try write(render, to: collected)
            } catch {
                return failures.renderFailed(error)
            }
            let text = collected.text
            if text.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) >= height, Pager.show(text, through: pager, environment: context.environment) {
                return ExitCode.success.rawValue
            }
            context.stdout.write(text)
            context.stdout.flush()
            return ExitCode.success.rawValue
        }
        do {
            try write(render, to: context.stdout)
        } catch {
            context.stdout.flush()
            return failures.renderFailed(error)
        }
        context.stdout.flush()
        return ExitCode.success.rawValue
    }

    /// Erases the progress line before output that streams.
    func clearProgress() { progress.clear() }

    /// A note for people on stderr (only with table output, where a person is reading).
    func note(_ text: String) {
        guard settings.format == .table else { return }
        progress.clear()
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
    func finishListing(render: (inout any TextSink) throws -> Void, count: Int, hasMore: Bool, noun: (String, String), empty: String) -> Int32 {
        if count == 0 { note(empty) }
        let code = emit(render)
        if hasMore, code == ExitCode.success.rawValue {
            note("Showing \(Plural.count(count, noun.0, noun.1)); more exist. Use --limit <n> or --all to see more.")
        }
        return code
    }
}
