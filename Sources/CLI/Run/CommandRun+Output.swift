import Foundation
import Views

/// How a run writes: through `--jq`, to stdout or, for a table taller than the terminal (or a
/// diff, with a diff pager), through the pager; its notes for people on stderr; and the footer
/// of a listing that shows less than there is.
extension CommandRun {
    /// Writes what `render` renders to `sink`, through `--jq` when it was given: once on the whole
    /// document, or once per line for NDJSON (or when the command writes only lines, `perLine`),
    /// jq's results written in its place, strings raw as `jq -r` writes them.
    func write(_ render: (inout any TextSink) throws -> Void, to sink: any TextSink, perLine: Bool = false) throws {
        var output = sink
        guard let jq else { return try render(&output) }
        let collected = StringSink()
        var buffer: any TextSink = collected
        try render(&buffer)
        try jq.filter(collected.text, perLine: perLine || settings.format == .ndjson, to: sink, onTerminal: environment.stdoutIsTerminal, color: settings.color)
    }

    /// Writes the output, then flushes it; it is called only once every page has arrived, and a
    /// reader that went away (`| head`) ends the run quietly.
    func emit(_ render: (inout any TextSink) throws -> Void) -> Int32 {
        clearProgress()
        let stdout = environment.stdout
        if let pager = settings.pager, let height = environment.terminalHeight {
            // A table is small: render it whole, then decide whether it needs a pager.
            let collected = StringSink()
            do {
                try write(render, to: collected)
            } catch {
                return renderFailed(error)
            }
            let text = collected.text
            if text.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) >= height, let code = page(text, through: pager) { return code }
            stdout.write(text)
            stdout.flush()
            return ExitCode.success.rawValue
        }
        do {
            try write(render, to: stdout)
        } catch {
            stdout.flush()
            return renderFailed(error)
        }
        stdout.flush()
        return ExitCode.success.rawValue
    }

    /// Writes what `render` draws in `output`'s settings; with a diff in it (`hasPatch`), handed
    /// whole to the diff pager when there is one, as git's plain text (drawn as it is piped),
    /// whatever its height; else as `emit` writes.
    func emit(hasPatch: Bool, _ render: (OutputSettings, inout any TextSink) throws -> Void) -> Int32 {
        let output = self.output
        guard hasPatch, let diffPager = settings.diffPager else { return emit { try render(output, &$0) } }
        clearProgress()
        var plain = output
        plain.terminal = TerminalFacts(isTerminal: false, width: Int.max / 4, color: false)
        let collected = StringSink()
        do {
            try write({ try render(plain, &$0) }, to: collected)
        } catch {
            return renderFailed(error)
        }
        if let code = page(collected.text, through: diffPager) { return code }
        environment.stdout.write(collected.text)
        environment.stdout.flush()
        return ExitCode.success.rawValue
    }

    /// Shows `text` through `pager`: the exit code once it was shown (or the pager failed after
    /// taking it), or nil when the pager could not start and the text is still to be written.
    private func page(_ text: String, through pager: PagerCommand) -> Int32? {
        switch Pager.show(text, through: pager, environment: environment.variables) {
        case .shown: return ExitCode.success.rawValue
        case .interrupted: return ExitCode.interrupted.rawValue
        case .failed(let status):
            // The output went to the pager; how the pager ended is its own, and said.
            environment.stderr.write("Note: the pager '\(SafeText.line(pager.text))' exited with status \(status).\n")
            return ExitCode.success.rawValue
        case .couldNotStart(let reason):
            environment.stderr.write("Note: the pager '\(SafeText.line(pager.text))' could not start (\(reason)); writing without it.\n")
            return nil
        }
    }

    /// A note for people on stderr (only with table output, where a person is reading), made
    /// safe as it is written: it may echo what was typed (`--language`, `--author`).
    func note(_ text: String) {
        guard settings.format == .table else { return }
        clearProgress()
        environment.stderr.write(SafeText.line(text) + "\n")
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
